import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { FullPageSpinner, Spinner } from '../../../ui/spinner';

const ForgotPasswordRoute = lazyNamed(() => import('./staff-password'), 'StaffForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('./staff-password'), 'StaffResetPasswordRoute');

type Pages = readonly (readonly [path: string, Page: ComponentType])[];

function PageFallback() {
  return (
    <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" /> Loading…
    </output>
  );
}

/**
 * The routes of a staff portal under /{role}/*: its login, the password pages, any other public pages, and its
 * signed-in pages inside `layout`, each loaded on first use; anything unknown goes to `home`.
 */
export function StaffRoutes({
  login,
  layout,
  home,
  pages,
  publicPages = [],
}: {
  login: ReactNode;
  layout: ReactNode;
  home: string;
  pages: Pages;
  publicPages?: Pages;
}) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="login" element={login} />
        <Route path="forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="password/reset/:id" element={<ResetPasswordRoute />} />
        {publicPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={layout}>
          <Route index element={<Navigate to={home} replace />} />
          {pages.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<PageFallback />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
