import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { FullPageSpinner, Spinner } from '../../../ui/spinner';
import { AdminLayout } from '../components/admin-layout';
import { AdminLoginRoute } from './login';

const CategoriesRoute = lazyNamed(() => import('./categories'), 'CategoriesRoute');
const TopicsRoute = lazyNamed(() => import('./topics'), 'AdminTopicsRoute');
const TopicRoute = lazyNamed(() => import('./topic'), 'AdminTopicRoute');
const OrganisationsRoute = lazyNamed(() => import('./organisations'), 'OrganisationsRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'AdminSecurityRoute');
const ForgotPasswordRoute = lazyNamed(
  () => import('../../auth/routes/staff-password'),
  'StaffForgotPasswordRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('../../auth/routes/staff-password'),
  'StaffResetPasswordRoute',
);

function PageFallback() {
  return (
    <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" /> Loading…
    </output>
  );
}

/** Everything under /admin/*: login, organisations awaiting approval, categories, the shared question bank. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="login" element={<AdminLoginRoute />} />
        <Route path="forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="password/reset/:id" element={<ResetPasswordRoute />} />
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="organisations" replace />} />
          {(
            [
              ['organisations', OrganisationsRoute],
              ['categories', CategoriesRoute],
              ['topics', TopicsRoute],
              ['topics/:topicId', TopicRoute],
              ['security', SecurityRoute],
            ] as const
          ).map(([path, Page]) => (
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
          <Route path="*" element={<Navigate to="organisations" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
