import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { applicationsQueryOptions, useApply } from '../api/applications';
import { eligibilityQueryOptions } from '../api/eligibility';
import { EligibilityPanel } from './eligibility-panel';

const statusText = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  rejected: 'Not selected',
  hired: 'Hired',
} as const;

/**
 * Whether the job is open to the student and why not, then 'Apply' (disabled, with the refusal, when the job is
 * closed or not open to them) or where their application stands.
 */
export function ApplyPanel({ jobId, open }: { jobId: string; open: boolean }) {
  const eligibility = useQuery(eligibilityQueryOptions(jobId));
  // until the answer comes, Apply waits (if none comes, applying is left to the server to judge)
  const refusal = eligibility.data
    ? eligibility.data.sentence
    : eligibility.isPending
      ? 'Checking whether this job is open to you…'
      : null;
  const applications = useQuery(applicationsQueryOptions());
  const apply = useApply();
  const mine = applications.data?.find((a) => a.job._id === jobId);
  return (
    <>
      {eligibility.data && <EligibilityPanel eligibility={eligibility.data} />}
      <section
        aria-label="Your application"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {!applications.data ? (
          <p className="text-sm text-slate-600">Checking your applications…</p>
        ) : mine ? (
          <p className="text-sm text-slate-800">
            Application status:{' '}
            <span className="font-semibold text-slate-900">{statusText[mine.status]}</span>
            <span className="text-slate-600"> · applied {formatDate(mine.appliedAt)}</span>
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => apply.mutate(jobId)}
              loading={apply.isPending}
              disabled={apply.isPending || !open || refusal !== null}
              aria-describedby={refusal ? `${jobId}-refusal` : undefined}
            >
              Apply
            </Button>
            {!open && <span className="text-sm text-slate-600">This job is closed.</span>}
            {open && refusal && (
              <span id={`${jobId}-refusal`} className="text-sm text-slate-700">
                {refusal}
              </span>
            )}
          </div>
        )}
        {apply.isError && (
          <div className="mt-3">
            <Alert tone="error">{apply.error.message}</Alert>
          </div>
        )}
        {apply.isSuccess && (
          <div className="mt-3">
            <Alert tone="success">{apply.data.message}</Alert>
          </div>
        )}
      </section>
    </>
  );
}
