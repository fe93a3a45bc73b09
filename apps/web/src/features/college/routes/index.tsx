import { lazyNamed } from '../../../lib/lazy-named';
import { StaffRoutes } from '../../auth/routes/staff-routes';
import { CollegeLayout } from '../components/college-layout';
import { CollegeLoginRoute } from './login';

const DashboardRoute = lazyNamed(() => import('./dashboard'), 'CollegeDashboardRoute');
const TopicsRoute = lazyNamed(() => import('./topics'), 'TopicsRoute');
const TopicRoute = lazyNamed(() => import('./topic'), 'TopicRoute');
const QuestionEditorRoute = lazyNamed(() => import('./question-editor'), 'QuestionEditorRoute');
const AssessmentsRoute = lazyNamed(() => import('./assessments'), 'AssessmentsRoute');
const AssessmentWizardRoute = lazyNamed(() => import('./assessment-wizard'), 'AssessmentWizardRoute');
const AssessmentRoute = lazyNamed(() => import('./assessment'), 'AssessmentRoute');
const ResultsIndexRoute = lazyNamed(() => import('./results-index'), 'ResultsIndexRoute');
const ResultsRoute = lazyNamed(() => import('./results'), 'ResultsRoute');
const AttemptReviewRoute = lazyNamed(() => import('./attempt-review'), 'AttemptReviewRoute');
const StudentsRoute = lazyNamed(() => import('./students'), 'StudentsRoute');
const StudentRoute = lazyNamed(() => import('./student'), 'StudentRoute');
const InboxRoute = lazyNamed(() => import('./inbox'), 'CollegeInboxRoute');
const PlacementsRoute = lazyNamed(() => import('./placements'), 'PlacementsRoute');
const AttendanceRoute = lazyNamed(() => import('./attendance'), 'AttendanceRoute');
const AttendanceScanRoute = lazyNamed(() => import('./attendance-scan'), 'AttendanceScanRoute');
const SignupRoute = lazyNamed(() => import('./signup'), 'CollegeSignupRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'CollegeSecurityRoute');

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
      ]}
    />
  );
}
