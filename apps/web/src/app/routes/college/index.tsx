import { CollegeLayout } from '../../../features/college/components/college-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { CollegeLoginRoute } from './login';

const DashboardRoute = lazyNamed(
  () => import('../../../features/college/routes/dashboard'),
  'CollegeDashboardRoute',
);
const TopicsRoute = lazyNamed(() => import('../../../features/college/routes/topics'), 'TopicsRoute');
const TopicRoute = lazyNamed(() => import('../../../features/college/routes/topic'), 'TopicRoute');
const QuestionEditorRoute = lazyNamed(
  () => import('../../../features/college/routes/question-editor'),
  'QuestionEditorRoute',
);
const AssessmentsRoute = lazyNamed(
  () => import('../../../features/college/routes/assessments'),
  'AssessmentsRoute',
);
const AssessmentWizardRoute = lazyNamed(
  () => import('../../../features/college/routes/assessment-wizard'),
  'AssessmentWizardRoute',
);
const AssessmentRoute = lazyNamed(
  () => import('../../../features/college/routes/assessment'),
  'AssessmentRoute',
);
const ResultsIndexRoute = lazyNamed(
  () => import('../../../features/college/routes/results-index'),
  'ResultsIndexRoute',
);
const ResultsRoute = lazyNamed(() => import('../../../features/college/routes/results'), 'ResultsRoute');
const AttemptReviewRoute = lazyNamed(
  () => import('../../../features/college/routes/attempt-review'),
  'AttemptReviewRoute',
);
const StudentsRoute = lazyNamed(() => import('../../../features/college/routes/students'), 'StudentsRoute');
const StudentRoute = lazyNamed(() => import('../../../features/college/routes/student'), 'StudentRoute');
const InboxRoute = lazyNamed(() => import('./inbox'), 'CollegeInboxRoute');
const PlacementsRoute = lazyNamed(
  () => import('../../../features/college/routes/placements'),
  'PlacementsRoute',
);
const AttendanceRoute = lazyNamed(
  () => import('../../../features/college/routes/attendance'),
  'AttendanceRoute',
);
const AttendanceScanRoute = lazyNamed(
  () => import('../../../features/college/routes/attendance-scan'),
  'AttendanceScanRoute',
);
const SignupRoute = lazyNamed(() => import('../../../features/college/routes/signup'), 'CollegeSignupRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'CollegeSecurityRoute');
const LtiSettingsRoute = lazyNamed(
  () => import('../../../features/college/routes/lti-settings'),
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
        ['question-bank/:topicId', TopicRoute],
        ['question-bank/:topicId/new', QuestionEditorRoute],
        ['question-bank/:topicId/questions/:questionId', QuestionEditorRoute],
        ['assessments', AssessmentsRoute],
        ['assessments/new', AssessmentWizardRoute],
        ['assessments/:id', AssessmentRoute],
        ['assessments/:id/edit', AssessmentWizardRoute],
        ['assessments/:id/results', ResultsRoute],
        ['results', ResultsIndexRoute],
        ['attempts/:attemptId', AttemptReviewRoute],
        ['students', StudentsRoute],
        ['students/:studentId', StudentRoute],
        ['inbox/*', InboxRoute],
        ['placements', PlacementsRoute],
        ['attendance', AttendanceRoute],
        ['attendance/scan', AttendanceScanRoute],
        ['security', SecurityRoute],
        ['settings/lms', LtiSettingsRoute],
      ]}
    />
  );
}
