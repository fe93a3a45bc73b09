import { useParams } from 'react-router';
import { BackButton } from '../../../ui/back-button';
import {
  downloadCollegeReport,
  downloadCompanyReport,
  downloadStudentReport,
  useCollegeReport,
  useCompanyReport,
  useStudentReport,
} from '../api/reports';
import { ReportPage } from '../components/report-page';
import { ShareLinks } from '../components/share-links';

/** /student/results/:attemptId/report: the candidate's copy of their own attempt. */
export function StudentReportRoute() {
  const { attemptId = '' } = useParams();
  return (
    <ReportPage
      query={useStudentReport(attemptId)}
      download={() => downloadStudentReport(attemptId)}
      back={<BackButton fallback="/student/results" />}
    />
  );
}

/** /college/attempts/:attemptId/report: the college copy, with its share links. */
export function CollegeReportRoute() {
  const { attemptId = '' } = useParams();
  return (
    <ReportPage
      query={useCollegeReport(attemptId)}
      download={() => downloadCollegeReport(attemptId)}
      back={<BackButton fallback={`/college/attempts/${attemptId}`} />}
    >
      <ShareLinks attemptId={attemptId} />
    </ReportPage>
  );
}

/** /company/applications/:id/reports/:attemptId: an applicant's released result, recruiter copy. */
export function CompanyReportRoute() {
  const { id = '', attemptId = '' } = useParams();
  return (
    <ReportPage
      query={useCompanyReport(id, attemptId)}
      download={() => downloadCompanyReport(id, attemptId)}
      back={<BackButton fallback={`/company/applications/${id}`} />}
    />
  );
}
