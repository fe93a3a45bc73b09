import { CompanyLayout } from '../../../features/company/components/company-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { CompanyLoginRoute } from './login';

const SignupRoute = lazyNamed(() => import('../../../features/company/routes/signup'), 'CompanySignupRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'CompanySecurityRoute');
const InvitedSignupRoute = lazyNamed(
  () => import('../../../features/company/routes/invited-signup'),
  'InvitedSignupRoute',
);
const NotificationsRoute = lazyNamed(
  () => import('../../../features/company/routes/job-notifications'),
  'CompanyNotificationsRoute',
);
const NotificationRoute = lazyNamed(
  () => import('../../../features/company/routes/job-notification'),
  'CompanyNotificationRoute',
);

const JobsRoute = lazyNamed(() => import('../../../features/company/routes/jobs'), 'CompanyJobsRoute');
const JobEditorRoute = lazyNamed(
  () => import('../../../features/company/routes/job-editor'),
  'JobEditorRoute',
);
const JobRoute = lazyNamed(() => import('../../../features/company/routes/job'), 'CompanyJobRoute');
const JobCohortRoute = lazyNamed(
  () => import('../../../features/company/routes/job-cohort'),
  'CompanyJobCohortRoute',
);
const ApplicationRoute = lazyNamed(
  () => import('../../../features/company/routes/application'),
  'CompanyApplicationRoute',
);
const ReportRoute = lazyNamed(
  () => import('../../../features/shared-score-reports/routes/reports'),
  'CompanyReportRoute',
);
const ProfileRoute = lazyNamed(
  () => import('../../../features/company/routes/profile'),
  'CompanyProfileRoute',
);

/** Everything under /company/*: login, sign-up, and the company portal (jobs, applicants, profile). */
export function CompanyRoutes() {
  return (
    <StaffRoutes
      login={<CompanyLoginRoute />}
      layout={<CompanyLayout />}
      home="jobs"
      publicPages={[
        ['signup', SignupRoute],
        ['signup/invited/:token', InvitedSignupRoute],
      ]}
      pages={[
        ['jobs', JobsRoute],
        ['jobs/new', JobEditorRoute],
        ['jobs/:id', JobRoute],
        ['jobs/:id/edit', JobEditorRoute],
        ['jobs/:id/cohort', JobCohortRoute],
        ['job-notifications', NotificationsRoute],
        ['job-notifications/new', NotificationRoute],
        ['job-notifications/:id', NotificationRoute],
        ['applications/:id', ApplicationRoute],
        ['applications/:id/reports/:attemptId', ReportRoute],
        ['profile', ProfileRoute],
        ['security', SecurityRoute],
      ]}
    />
  );
}
