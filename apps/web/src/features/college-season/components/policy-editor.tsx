import { type OfferPolicy, policyProblems, policyRefusal } from '@placement/domain';
import { Alert } from '../../../ui/alert';
import { CheckField } from '../../../ui/check-field';
import { AddButton, RemoveButton } from '../../../ui/list-controls';
import { TextField } from '../../../ui/text-field';

const MAX_TIERS = 8;

/**
 * What a student is told under the policy: for one offer held at each tier's lowest CTC, the refusal for a job
 * in each tier (the policy's own words, from the domain), so staff read the effect of what they set.
 */
function refusalExamples(policy: OfferPolicy): string[] {
  if (policyProblems(policy).length) return [];
  const examples = new Set<string>();
  for (const held of policy.tiers) {
    for (const job of policy.tiers) {
      const refusal = policyRefusal(
        policy,
        [{ ctc: held.minCtc, ppo: false, company: 'Company A' }],
        job.minCtc,
      );
      if (refusal) examples.add(`At ${job.minCtc} LPA: ${refusal.words}`);
    }
  }
  return [...examples];
}

/** The offer policy's tiers by CTC, offers per tier, upgrades, PPOs and whether accepting closes applications. */
export function PolicyEditor({
  policy,
  onChange,
}: {
  policy: OfferPolicy;
  onChange: (next: OfferPolicy) => void;
}) {
  const setTier = (index: number, tier: Partial<OfferPolicy['tiers'][number]>) =>
    onChange({ ...policy, tiers: policy.tiers.map((t, i) => (i === index ? { ...t, ...tier } : t)) });
  const problems = policyProblems(policy);
  const examples = refusalExamples(policy);
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Offer policy</legend>
      <ol aria-label="Tiers" className="space-y-3">
        {policy.tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is known by its place while it is edited
          <li key={index} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`Tier ${index + 1} name`}
              value={tier.name}
              required
              maxLength={80}
              onChange={(e) => setTier(index, { name: e.target.value })}
            />
            <TextField
              label={`Tier ${index + 1} from (LPA)`}
              type="number"
              min={0}
              step="0.01"
              required
              value={String(tier.minCtc)}
              onChange={(e) => setTier(index, { minCtc: Number(e.target.value) })}
            />
            {policy.tiers.length > 1 && (
              <RemoveButton
                label={`Remove tier ${tier.name || index + 1}`}
                onClick={() => onChange({ ...policy, tiers: policy.tiers.filter((_, i) => i !== index) })}
              />
            )}
          </li>
        ))}
      </ol>
      <AddButton
        disabled={policy.tiers.length >= MAX_TIERS}
        onClick={() => {
          const top = policy.tiers.at(-1)?.minCtc ?? 0;
          onChange({ ...policy, tiers: [...policy.tiers, { name: '', minCtc: top + 5 }] });
        }}
      >
        Add tier
      </AddButton>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Offers a student may hold per tier"
          type="number"
          min={1}
          max={10}
          required
          value={String(policy.offersPerTier)}
          onChange={(e) => onChange({ ...policy, offersPerTier: Number(e.target.value) })}
        />
        <TextField
          label="Moves to a higher tier (upgrades)"
          type="number"
          min={0}
          max={10}
          required
          value={String(policy.upgrades)}
          onChange={(e) => onChange({ ...policy, upgrades: Number(e.target.value) })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <CheckField
          label="A pre-placement offer (PPO) counts as placed"
          checked={policy.ppoCountsAsPlaced}
          onChange={(e) => onChange({ ...policy, ppoCountsAsPlaced: e.target.checked })}
        />
        <CheckField
          label="Accepting an offer closes the student's other applications"
          checked={policy.acceptanceClosesApplications}
          onChange={(e) => onChange({ ...policy, acceptanceClosesApplications: e.target.checked })}
        />
      </div>
      {problems.length > 0 && (
        <Alert tone="error">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {examples.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <summary className="cursor-pointer font-medium">What a student holding one offer is told</summary>
          <ul aria-label="Refusal messages" className="mt-2 list-disc space-y-1 pl-5">
            {examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </details>
      )}
    </fieldset>
  );
}

export const policyIsValid = (policy: OfferPolicy) => policyProblems(policy).length === 0;
