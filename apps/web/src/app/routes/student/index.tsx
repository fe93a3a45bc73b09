import { Route, Routes } from 'react-router';
import { RequireStudent } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazy-named';

const StudentLayout = lazyNamed(
  () => import('../../../features/student-shell/components/student-layout'),
  'StudentLayout',
);

const DashboardRoute = lazyNamed(
  () => import('../../../features/student-dashboard/routes/dashboard'),
  'DashboardRoute',
);
const ProfileRoute = lazyNamed(
  () => import('../../../features/student-profile/routes/profile'),
  'ProfileRoute',
);
const AttendanceRoute = lazyNamed(
  () => import('../../../features/student-attendance/routes/attendance'),
  'AttendanceRoute',
);
const CompaniesRoute = lazyNamed(() => import('./companies'), 'StudentCompaniesRoute');
const PlacementRoute = lazyNamed(
  () => import('../../../features/student-season/routes/placement'),
  'PlacementRoute',
);
const JobsRoute = lazyNamed(() => import('../../../features/student-jobs/routes/jobs'), 'JobsRoute');
const ResultsRoute = lazyNamed(
  () => import('../../../features/student-results/routes/results'),
  'ResultsRoute',
);
const ReportRoute = lazyNamed(
  () => import('../../../features/shared-score-reports/routes/reports'),
  'StudentReportRoute',
);
const SettingsRoute = lazyNamed(
  () => import('../../../features/student-settings/routes/settings'),
  'SettingsRoute',
);
const InboxRoute = lazyNamed(() => import('../../../features/shared-inbox/routes/inbox'), 'InboxRoute');
const AssessmentListRoute = lazyNamed(
  () => import('../../../features/student-assessments/routes/assessment-list'),
  'AssessmentListRoute',
);
const NotFoundRoute = lazyNamed(() => import('../not-found'), 'NotFoundRoute');

/**
 * /student/*: the portal's pages inside the student layout, one route tree loaded when first visited so that the
 * sign-in page does not carry their table. (The test pages, which hide the layout, stay in app/router.tsx.)
 */
export function StudentRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireStudent>
            <StudentLayout />
          </RequireStudent>
        }
      >
        <Route path="dashboard/*" element={<DashboardRoute />} />
        <Route path="test" element={<AssessmentListRoute />} />
        <Route path="test/section/:n" element={<AssessmentListRoute />} />
        <Route path="profile/qr" element={<AttendanceRoute />} />
        <Route path="profile/*" element={<ProfileRoute />} />
        <Route path="companies/*" element={<CompaniesRoute />} />
        <Route path="jobs/*" element={<JobsRoute />} />
        <Route path="placement/*" element={<PlacementRoute />} />
        <Route path="results/:attemptId/report" element={<ReportRoute />} />
        <Route path="results/*" element={<ResultsRoute />} />
        <Route path="settings/*" element={<SettingsRoute />} />
        <Route path="inbox/*" element={<InboxRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
