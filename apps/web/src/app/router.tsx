import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { FullPageSpinner } from '../ui/spinner';

const LoginRoute = lazyNamed(() => import('../features/shared-auth/routes/login'), 'LoginRoute');
// The query library and the session check travel with every page but the login page (npm run bench:web).
const QueryLayout = lazyNamed(() => import('../lib/query-provider'), 'QueryLayout');
const RequireStudent = lazy(() =>
  import('../lib/auth').then((module) => ({ default: module.RequireStudent })),
);
const StudentLandingRoute = lazyNamed(
  () => import('../features/shared-auth/routes/student-landing'),
  'StudentLandingRoute',
);
const SecurityAppRoute = lazyNamed(
  () => import('../features/shared-auth/routes/security-app'),
  'SecurityAppRoute',
);
const SecondFactorRoute = lazyNamed(
  () => import('../features/shared-auth/routes/second-factor'),
  'SecondFactorRoute',
);
const ForgotPasswordRoute = lazyNamed(
  () => import('../features/shared-auth/routes/forgot-password'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('../features/shared-auth/routes/reset-password'),
  'ResetPasswordRoute',
);
const LoggedOutRoute = lazyNamed(() => import('../features/shared-auth/routes/logged-out'), 'LoggedOutRoute');
const TermsRoute = lazyNamed(() => import('../features/shared-auth/routes/terms'), 'TermsRoute');
const StudentLayout = lazyNamed(
  () => import('../features/student-shell/components/student-layout'),
  'StudentLayout',
);
const AttendanceRoute = lazyNamed(
  () => import('../features/student-attendance/routes/attendance'),
  'AttendanceRoute',
);
const AssessmentOverviewRoute = lazyNamed(
  () => import('../features/student-assessments/routes/assessment-overview'),
  'AssessmentOverviewRoute',
);
const InstructionsRoute = lazyNamed(
  () => import('../features/student-assessments/routes/instructions'),
  'InstructionsRoute',
);
const NonAdaptiveStartRoute = lazyNamed(
  () => import('../features/student-assessments/routes/non-adaptive-start'),
  'NonAdaptiveStartRoute',
);
const TakeAssessmentRoute = lazyNamed(
  () => import('../features/student-assessments/routes/take-assessment'),
  'TakeAssessmentRoute',
);
const AttemptEndRoute = lazyNamed(
  () => import('../features/student-assessments/routes/attempt-end'),
  'AttemptEndRoute',
);
const SharedReportRoute = lazyNamed(
  () => import('../features/shared-score-reports/routes/shared-report'),
  'SharedReportRoute',
);
const CollegeRoutes = lazyNamed(() => import('./routes/college'), 'CollegeRoutes');
const CompanyRoutes = lazyNamed(() => import('./routes/company'), 'CompanyRoutes');
const AdminRoutes = lazyNamed(() => import('./routes/admin'), 'AdminRoutes');
const InvigilatorRoutes = lazyNamed(() => import('./routes/invigilator'), 'InvigilatorRoutes');
const StudentRoutes = lazyNamed(() => import('./routes/student'), 'StudentRoutes');
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<LoginRoute />} />
        <Route element={<QueryLayout />}>
          <Route path="/student" element={<StudentLandingRoute />} />
          <Route path="/securityApp" element={<SecurityAppRoute />} />
          <Route path="/secondFactor" element={<SecondFactorRoute />} />
          <Route path="/forgotPassword" element={<ForgotPasswordRoute />} />
          <Route path="/password/reset/:id" element={<ResetPasswordRoute />} />
          <Route path="/student/me/failed" element={<LoggedOutRoute />} />
          <Route path="/terms&policies" element={<TermsRoute />} />
          <Route path="/shared/reports/:token" element={<SharedReportRoute />} />
          {/* SPEC §2: /student/test/{id} is the login screen when logged out, and returns here after login. */}
          <Route
            path="/student/test/:id"
            element={
              <RequireStudent whenLoggedOut={<LoginRoute />}>
                <StudentLayout />
              </RequireStudent>
            }
          >
            <Route index element={<AssessmentOverviewRoute />} />
          </Route>
          {/* SPEC §2: page chrome is hidden on the test-start pages. */}
          <Route
            path="/student/test/:id/start"
            element={
              <RequireStudent>
                <TakeAssessmentRoute />
              </RequireStudent>
            }
          />
          <Route
            path="/student/nonAdaptiveTest/:id/start"
            element={
              <RequireStudent>
                <NonAdaptiveStartRoute />
              </RequireStudent>
            }
          />
          <Route
            path="/test/start/instruction/:id"
            element={
              <RequireStudent>
                <InstructionsRoute />
              </RequireStudent>
            }
          />
          <Route
            path="/test/start/end/:id"
            element={
              <RequireStudent>
                <AttemptEndRoute />
              </RequireStudent>
            }
          />
          <Route
            element={
              <RequireStudent>
                <StudentLayout />
              </RequireStudent>
            }
          >
            <Route path="/student-qr" element={<AttendanceRoute />} />
          </Route>
          <Route path="/student/*" element={<StudentRoutes />} />
          <Route path="/college/*" element={<CollegeRoutes />} />
          <Route path="/company/*" element={<CompanyRoutes />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
          <Route path="/invigilator/*" element={<InvigilatorRoutes />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
