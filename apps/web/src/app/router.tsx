import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireStudent } from '../lib/auth';
import { FullPageSpinner } from '../ui/spinner';
import { NotFoundRoute } from './routes/not-found';

function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginRoute = lazyNamed(() => import('../features/auth/routes/login'), 'LoginRoute');
const StudentLandingRoute = lazyNamed(
  () => import('../features/auth/routes/student-landing'),
  'StudentLandingRoute',
);
const SecurityAppRoute = lazyNamed(() => import('../features/auth/routes/security-app'), 'SecurityAppRoute');
const SecondFactorRoute = lazyNamed(
  () => import('../features/auth/routes/second-factor'),
  'SecondFactorRoute',
);
const ForgotPasswordRoute = lazyNamed(
  () => import('../features/auth/routes/forgot-password'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('../features/auth/routes/reset-password'),
  'ResetPasswordRoute',
);
const LoggedOutRoute = lazyNamed(() => import('../features/auth/routes/logged-out'), 'LoggedOutRoute');
const TermsRoute = lazyNamed(() => import('../features/auth/routes/terms'), 'TermsRoute');
const StudentLayout = lazyNamed(
  () => import('../features/student/components/student-layout'),
  'StudentLayout',
);
const DashboardRoute = lazyNamed(() => import('../features/student/routes/dashboard'), 'DashboardRoute');
const ComingSoonRoute = lazyNamed(() => import('../features/student/routes/coming-soon'), 'ComingSoonRoute');

const studentPages = [
  'test',
  'companies/*',
  'jobs/*',
  'inbox/*',
  'results/*',
  'profile/*',
  'settings/*',
  'nonAdaptiveTest/*',
] as const;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<LoginRoute />} />
        <Route path="/student" element={<StudentLandingRoute />} />
        <Route path="/securityApp" element={<SecurityAppRoute />} />
        <Route path="/secondFactor" element={<SecondFactorRoute />} />
        <Route path="/forgotPassword" element={<ForgotPasswordRoute />} />
        <Route path="/password/reset/:id" element={<ResetPasswordRoute />} />
        <Route path="/student/me/failed" element={<LoggedOutRoute />} />
        <Route path="/terms&policies" element={<TermsRoute />} />
        {/* SPEC §2: /student/test/{id} is the login screen when logged out, and returns here after login. */}
        <Route
          path="/student/test/:id"
          element={
            <RequireStudent whenLoggedOut={<LoginRoute />}>
              <StudentLayout />
            </RequireStudent>
          }
        >
          <Route index element={<ComingSoonRoute />} />
        </Route>
        <Route
          element={
            <RequireStudent>
              <StudentLayout />
            </RequireStudent>
          }
        >
          <Route path="/student/dashboard/*" element={<DashboardRoute />} />
          {studentPages.map((path) => (
            <Route key={path} path={`/student/${path}`} element={<ComingSoonRoute />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
