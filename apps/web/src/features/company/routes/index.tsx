import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { FullPageSpinner, Spinner } from '../../../ui/spinner';
import { CompanyLayout } from '../components/company-layout';
import { CompanyLoginRoute } from './login';

const SignupRoute = lazyNamed(() => import('./signup'), 'CompanySignupRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'CompanySecurityRoute');
const ForgotPasswordRoute = lazyNamed(
  () => import('../../auth/routes/staff-password'),
  'StaffForgotPasswordRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('../../auth/routes/staff-password'),
  'StaffResetPasswordRoute',
);

const JobsRoute = lazyNamed(() => import('./jobs'), 'CompanyJobsRoute');
const JobEditorRoute = lazyNamed(() => import('./job-editor'), 'JobEditorRoute');
const JobRoute = lazyNamed(() => import('./job'), 'CompanyJobRoute');
const ProfileRoute = lazyNamed(() => import('./profile'), 'CompanyProfileRoute');

function PageFallback() {
  return (
    <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" /> Loading…
    </output>
  );
}

/** Everything under /company/*: login, sign-up, and the company portal (jobs, applicants, profile). */
export function CompanyRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="login" element={<CompanyLoginRoute />} />
        <Route path="forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="password/reset/:id" element={<ResetPasswordRoute />} />
        <Route path="signup" element={<SignupRoute />} />
        <Route element={<CompanyLayout />}>
          <Route index element={<Navigate to="jobs" replace />} />
          {(
            [
              ['jobs', JobsRoute],
              ['jobs/new', JobEditorRoute],
              ['jobs/:id', JobRoute],
              ['jobs/:id/edit', JobEditorRoute],
              ['profile', ProfileRoute],
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
          <Route path="*" element={<Navigate to="jobs" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
