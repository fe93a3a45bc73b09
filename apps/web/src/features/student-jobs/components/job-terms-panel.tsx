import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../ui/alert';
import { JobTermsSummary } from '../../../ui/job-terms';
import { eligibilityQueryOptions } from '../api/eligibility';

/** The terms the placement cell approved for this job (CTC, bond, eligibility), and whether the student may apply. */
export function JobTermsPanel({ jobId }: { jobId: string }) {
  const eligibility = useQuery(eligibilityQueryOptions(jobId));
  const found = eligibility.data;
  if (!found?.terms) return null;
  return (
    <section
      aria-labelledby="terms-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="terms-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Terms approved by your placement cell
      </h2>
      <JobTermsSummary terms={found.terms} />
      {found.sentence && (
        <div className="mt-3">
          <Alert tone="info">{found.sentence}</Alert>
        </div>
      )}
    </section>
  );
}
