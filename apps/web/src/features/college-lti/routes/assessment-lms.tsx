import { useParams } from 'react-router';
import { BackButton } from '../../../ui/back-button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useAssessmentLms } from '../api/assessment-lms';
import { PassbackTable } from '../components/passbacks';
import { CourseRoster } from '../components/roster-sync';

/** /college/assessments/:id/lms: the LMS courses that open an assessment, their rosters and the grades sent. */
export function AssessmentLmsRoute() {
  const { id = '' } = useParams();
  const lms = useAssessmentLms(id);
  return (
    <Page
      back={<BackButton fallback={`/college/assessments/${id}`} />}
      title="LMS courses"
      description="The courses of your LMS that open this assessment: bring in their learners and follow the grades sent to their gradebooks."
    >
      <QueryState isPending={lms.isPending} error={lms.error} />
      {lms.data && (
        <Card title="Courses and rosters">
          {lms.data.courses.length === 0 ? (
            <p className="text-sm text-slate-700">
              No LMS course links this assessment yet. An instructor adds it to a course with deep linking (or
              a student opens a link to it); the course then shows here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {lms.data.courses.map((course) => (
                <CourseRoster key={course._id} assessmentId={id} course={course} />
              ))}
            </ul>
          )}
        </Card>
      )}
      {lms.data && (
        <Card title="Grades sent to the LMS">
          <PassbackTable passbacks={lms.data.passbacks} />
        </Card>
      )}
    </Page>
  );
}
