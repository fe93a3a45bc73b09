import { highestSimilarityLabel, type RiskSummary, riskLabels, similarityPercent } from '@placement/contract';
import { RISK_COUNT_NAMES } from '@placement/domain';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';

/** The anchors of the attempt review's timeline steps and snapshots, which the counts link to. */
export const stepAnchor = (seq: number) => `step-${seq}`;
export const shotAnchor = (screenshotId: string) => `shot-${screenshotId}`;

/** A similarity of 0 to 1 as a percentage; '—' until it has been computed. */
export const similarityText = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : similarityPercent(value);

/** The results list's cell: each count above zero, linking to its first step in the attempt's timeline. */
export function RiskFlags({ attemptId, name, risk }: { attemptId: string; name: string; risk: RiskSummary }) {
  const flagged = RISK_COUNT_NAMES.filter((count) => risk.counts[count] > 0);
  if (flagged.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Flags of ${name}`}>
      {flagged.map((count) => (
        <li key={count}>
          <Link
            to={`/college/attempts/${attemptId}#${stepAnchor(risk.steps[count][0] ?? 0)}`}
            className="inline-block rounded bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-950 ring-1 ring-amber-200 hover:bg-amber-100"
          >
            {riskLabels[count]}: {risk.counts[count]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The attempt review's summary: every count, linked to the timeline, and the snapshots of face events. */
export function RiskSummaryCard({
  risk,
  highestSimilarity,
}: {
  risk: RiskSummary;
  highestSimilarity?: number | null;
}) {
  return (
    <Card title="Risk summary">
      <p className="mb-3 text-sm text-slate-700">
        Counted from the steps of this attempt's log. Evidence to look into, not a verdict.
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="risk-summary">
        {RISK_COUNT_NAMES.map((count) => {
          const first = risk.steps[count][0];
          return (
            <div key={count} className="contents">
              <dt className="font-medium text-slate-600">{riskLabels[count]}</dt>
              <dd className="flex flex-wrap items-baseline gap-x-3 text-slate-900" data-count={count}>
                {first === undefined ? (
                  <span>0</span>
                ) : (
                  <a
                    href={`#${stepAnchor(first)}`}
                    className="font-semibold text-brand-700 underline"
                    aria-label={`${riskLabels[count]}: ${risk.counts[count]}, first in the timeline`}
                  >
                    {risk.counts[count]}
                  </a>
                )}
                {count === 'pastes' && first !== undefined && (
                  <span className="text-slate-700">
                    {risk.pastedChars} characters, {risk.blockedPastes} blocked
                  </span>
                )}
                {count === 'faceEvents' &&
                  risk.snapshots.map((id, index) => (
                    <a key={id} href={`#${shotAnchor(id)}`} className="text-brand-700 underline">
                      Snapshot {index + 1}
                    </a>
                  ))}
              </dd>
            </div>
          );
        })}
        <dt className="font-medium text-slate-600">{highestSimilarityLabel}</dt>
        <dd className="text-slate-900" data-count="highestSimilarity">
          {similarityText(highestSimilarity)}
        </dd>
      </dl>
    </Card>
  );
}
