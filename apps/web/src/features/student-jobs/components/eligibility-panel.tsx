import type { Eligibility } from '@placement/contract';
import { Link } from 'react-router';

/** "Why this job is or is not open to me": every reason the rules, the cycle and the offer policy give. */
export function EligibilityPanel({ eligibility }: { eligibility: Eligibility }) {
  return (
    <section
      aria-labelledby="eligibility-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="eligibility-heading" className="text-lg font-semibold text-slate-900">
        Is this job open to you?
      </h2>
      {eligibility.eligible ? (
        <p className="mt-2 text-sm text-emerald-800">
          {eligibility.included
            ? 'Yes: the placement cell included you for this job.'
            : 'Yes: you meet every rule of this job.'}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-800">Not yet. You cannot apply because:</p>
          <ul
            aria-label="Reasons you cannot apply"
            className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800"
          >
            {eligibility.reasons.map((reason) => (
              <li key={reason.words}>{reason.words}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            Something wrong on your record?{' '}
            <Link to="/student/placement/record" className="font-semibold text-brand-700 underline">
              See your academic record
            </Link>{' '}
            and write to the placement cell.
          </p>
        </>
      )}
    </section>
  );
}
