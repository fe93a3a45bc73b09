import { useSearchParams } from 'react-router';
import { useDashboardJobs } from '../../../lib/college/dashboard';
import { useStaffSession } from '../../../lib/college/session';
import { SelectField } from '../../../ui/select-field';
import { IncludeExclude, JobLog } from '../components/job-eligibility';
import { JobTermsCard } from '../components/job-terms-form';

/** season/jobs?job=…: a job the college sees, its terms and rules, inclusions and exclusions, and its log. */
export function SeasonJobsPage() {
  const session = useStaffSession();
  const jobs = useDashboardJobs(session.status === 'logged-in' ? session.user.CollegeId : null, 100);
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <SelectField
          label="Job"
          value={jobId}
          onChange={(e) => setParams(e.target.value ? { job: e.target.value } : {})}
        >
          <option value="">Choose a job…</option>
          {jobs.data?.jobs.map((j) => (
            <option key={j._id} value={j._id}>
              {j.title} – {j.companyId.basic.companyName}
            </option>
          ))}
        </SelectField>
      </div>
      {jobId && (
        <>
          <JobTermsCard key={jobId} jobId={jobId} />
          <IncludeExclude key={`${jobId}-override`} jobId={jobId} />
          <JobLog jobId={jobId} />
        </>
      )}
    </div>
  );
}
