import { useParams } from 'react-router';
import { companyClient } from '../../../lib/company/client';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { StudentProfile } from '../../../ui/student-profile';
import { useApplication, useMoveApplication } from '../api/company';
import { ApplicationStatusSelect, applicantName } from '../components/application-status';

/** /company/applications/:id: an applicant's profile (what the student's profile page promises) and status. */
export function CompanyApplicationRoute() {
  const { id = '' } = useParams();
  const application = useApplication(id);
  const move = useMoveApplication();
  if (!application.data) {
    return <QueryState isPending={application.isPending} error={application.error} />;
  }
  const { application: a, profile } = application.data;
  return (
    <Page
      className="mx-auto max-w-4xl"
      back={<BackButton fallback="/company/jobs" />}
      title={applicantName(a)}
      description={`Applied ${formatDateTime(a.appliedAt)}`}
      actions={<ApplicationStatusSelect application={a} move={move} />}
    >
      {move.isError && <Alert tone="error">{move.error.message}</Alert>}
      <StudentProfile
        profile={profile}
        client={companyClient}
        reportLink={(attemptId) => `/company/applications/${id}/reports/${attemptId}`}
      />
    </Page>
  );
}
