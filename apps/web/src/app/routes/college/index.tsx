import { CollegeLayout } from '../../../features/college-shell/components/college-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { CollegeLoginRoute } from './login';

const DashboardRoute = lazyNamed(
  () => import('../../../features/college-dashboard/routes/dashboard'),
  'CollegeDashboardRoute',
);
const TopicsRoute = lazyNamed(
  () => import('../../../features/college-question-bank/routes/topics'),
  'TopicsRoute',
);
const TopicRoute = lazyNamed(
  () => import('../../../features/college-question-bank/routes/topic'),
  'TopicRoute',
);
const QuestionEditorRoute = lazyNamed(
  () => import('../../../features/college-question-bank/routes/question-editor'),
  'QuestionEditorRoute',
);
const CalibrationRoute = lazyNamed(
  () => import('../../../features/college-question-bank/routes/calibration'),
  'CalibrationRoute',
);
const AssessmentsRoute = lazyNamed(
  () => import('../../../features/college-assessments/routes/assessments'),
  'AssessmentsRoute',
);
const AssessmentWizardRoute = lazyNamed(
  () => import('../../../features/college-assessments/routes/assessment-wizard'),
  'AssessmentWizardRoute',
);
const AssessmentRoute = lazyNamed(
  () => import('../../../features/college-assessments/routes/assessment'),
  'AssessmentRoute',
);
const ResultsIndexRoute = lazyNamed(
  () => import('../../../features/college-results/routes/results-index'),
  'ResultsIndexRoute',
);
const ResultsRoute = lazyNamed(
  () => import('../../../features/college-results/routes/results'),
  'ResultsRoute',
);
const ItemAnalysisRoute = lazyNamed(
  () => import('../../../features/college-results/routes/item-analysis'),
  'ItemAnalysisRoute',
);
const CohortRoute = lazyNamed(() => import('../../../features/college-results/routes/cohort'), 'CohortRoute');
const LiveBoardRoute = lazyNamed(
  () => import('../../../features/college-live-board/routes/live-board'),
  'LiveBoardRoute',
);
const InvigilatorsRoute = lazyNamed(
  () => import('../../../features/college-invigilators/routes/invigilators'),
  'InvigilatorsRoute',
);
const AttemptReviewRoute = lazyNamed(
  () => import('../../../features/college-results/routes/attempt-review'),
  'AttemptReviewRoute',
);
const ReportRoute = lazyNamed(
  () => import('../../../features/shared-score-reports/routes/reports'),
  'CollegeReportRoute',
);
const StudentsRoute = lazyNamed(
  () => import('../../../features/college-students/routes/students'),
  'StudentsRoute',
);
const StudentRoute = lazyNamed(
  () => import('../../../features/college-students/routes/student'),
  'StudentRoute',
);
const InboxRoute = lazyNamed(() => import('./inbox'), 'CollegeInboxRoute');
const PlacementsRoute = lazyNamed(
  () => import('../../../features/college-placements/routes/placements'),
  'PlacementsRoute',
);
const NotificationInboxRoute = lazyNamed(
  () => import('../../../features/college-placement-cell/routes/job-notifications'),
  'NotificationInboxRoute',
);
const NotificationRoute = lazyNamed(
  () => import('../../../features/college-placement-cell/routes/job-notification'),
  'NotificationRoute',
);
const CompanyInvitationsRoute = lazyNamed(
  () => import('../../../features/college-placement-cell/routes/company-invitations'),
  'CompanyInvitationsRoute',
);
const AttendanceRoute = lazyNamed(
  () => import('../../../features/college-attendance/routes/attendance'),
  'AttendanceRoute',
);
const AttendanceScanRoute = lazyNamed(
  () => import('../../../features/college-attendance/routes/attendance-scan'),
  'AttendanceScanRoute',
);
const SeasonRoute = lazyNamed(() => import('../../../features/college-season/routes/season'), 'SeasonRoute');
const SignupRoute = lazyNamed(
  () => import('../../../features/college-shell/routes/signup'),
  'CollegeSignupRoute',
);
const SecurityRoute = lazyNamed(() => import('./security'), 'CollegeSecurityRoute');
const AssessmentLmsRoute = lazyNamed(
  () => import('../../../features/college-lti/routes/assessment-lms'),
  'AssessmentLmsRoute',
);
const LtiSettingsRoute = lazyNamed(
  () => import('../../../features/college-lti/routes/lti-settings'),
  'LtiSettingsRoute',
);

/** Everything under /college/*: the staff login and the college portal shell. */
export function CollegeRoutes() {
  return (
    <StaffRoutes
      login={<CollegeLoginRoute />}
      layout={<CollegeLayout />}
      home="dashboard"
      publicPages={[['signup', SignupRoute]]}
      pages={[
        ['dashboard', DashboardRoute],
        ['question-bank', TopicsRoute],
        ['question-bank/calibration', CalibrationRoute],
        ['question-bank/:topicId', TopicRoute],
        ['question-bank/:topicId/new', QuestionEditorRoute],
        ['question-bank/:topicId/questions/:questionId', QuestionEditorRoute],
        ['assessments', AssessmentsRoute],
        ['assessments/new', AssessmentWizardRoute],
        ['assessments/:id', AssessmentRoute],
        ['assessments/:id/edit', AssessmentWizardRoute],
        ['assessments/:id/results', ResultsRoute],
        ['assessments/:id/item-analysis', ItemAnalysisRoute],
        ['assessments/:id/live', LiveBoardRoute],
        ['assessments/:id/lms', AssessmentLmsRoute],
        ['results', ResultsIndexRoute],
        ['results/cohort', CohortRoute],
        ['attempts/:attemptId', AttemptReviewRoute],
        ['attempts/:attemptId/report', ReportRoute],
        ['invigilators', InvigilatorsRoute],
        ['students', StudentsRoute],
        ['students/:studentId', StudentRoute],
        ['inbox/*', InboxRoute],
        ['placements', PlacementsRoute],
        ['job-notifications', NotificationInboxRoute],
        ['job-notifications/:id', NotificationRoute],
        ['company-invitations', CompanyInvitationsRoute],
        ['season/*', SeasonRoute],
        ['attendance', AttendanceRoute],
        ['attendance/scan', AttendanceScanRoute],
        ['security', SecurityRoute],
        ['settings/lms', LtiSettingsRoute],
      ]}
    />
  );
}
