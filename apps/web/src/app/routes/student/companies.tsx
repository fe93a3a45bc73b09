import { CompaniesRoute } from '../../../features/student-companies/routes/companies';
import { ApplyPanel } from '../../../features/student-jobs/components/apply-panel';

/** /student/companies/*: a job reached through its company offers the same Apply as under Jobs. */
export function StudentCompaniesRoute() {
  return <CompaniesRoute jobActions={(job) => <ApplyPanel jobId={job._id} open={job.status === 'open'} />} />;
}
