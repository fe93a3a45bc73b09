/**
 * A cycle's offer policy (#45), as Indian placement policies write it (IIT Jodhpur's, MIT-WPU's, DTU's): tiers
 * by CTC (regular < dream < super dream), how many offers a student may hold in a tier, how many times they may
 * move up a tier, whether a pre-placement offer counts, and whether accepting an offer closes the student's
 * other applications. CTC is in lakhs per annum (LPA).
 */
export interface OfferTier {
  name: string;
  /** the lowest CTC of the tier; the first tier starts at 0 */
  minCtc: number;
}

export interface OfferPolicy {
  /** ascending by minCtc */
  tiers: OfferTier[];
  offersPerTier: number;
  /** how many times a placed student may apply to a higher tier */
  upgrades: number;
  ppoCountsAsPlaced: boolean;
  acceptanceClosesApplications: boolean;
}

/** An offer the student holds (accepted, or recorded as a placement by the college), oldest first. */
export interface HeldOffer {
  ctc: number;
  ppo: boolean;
  company: string;
}

export interface PolicyRefusal {
  rule: 'offersPerTier' | 'lowerTier' | 'upgrades';
  words: string;
}

/** Regular below 6 LPA, dream from 6, super dream from 15: a common starting point a college edits. */
export const DEFAULT_OFFER_POLICY: OfferPolicy = {
  tiers: [
    { name: 'Regular', minCtc: 0 },
    { name: 'Dream', minCtc: 6 },
    { name: 'Super dream', minCtc: 15 },
  ],
  offersPerTier: 1,
  upgrades: 1,
  ppoCountsAsPlaced: true,
  acceptanceClosesApplications: true,
};

export const MAX_TIERS = 8;

/** What is wrong with a policy, in words (empty when nothing is): overlapping or unordered tiers, say. */
export function policyProblems(policy: OfferPolicy): string[] {
  const problems: string[] = [];
  const { tiers } = policy;
  if (tiers.length === 0 || tiers.length > MAX_TIERS)
    problems.push(`A policy has from 1 to ${MAX_TIERS} tiers.`);
  if (tiers[0] && tiers[0].minCtc !== 0) problems.push(`The first tier (${tiers[0].name}) starts at 0 LPA.`);
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1]!, tiers[i]!];
    if (tier.minCtc <= before.minCtc) {
      problems.push(
        `The tiers ${before.name} (from ${before.minCtc} LPA) and ${tier.name} (from ${tier.minCtc} LPA) overlap: each tier starts above the one before it.`,
      );
    }
  }
  const names = tiers.map((t) => t.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) problems.push('Each tier has its own name.');
  if (!Number.isInteger(policy.offersPerTier) || policy.offersPerTier < 1)
    problems.push('At least one offer per tier.');
  if (!Number.isInteger(policy.upgrades) || policy.upgrades < 0)
    problems.push('Upgrades are a whole number, 0 or more.');
  return problems;
}

/** The index of the tier a CTC falls in. */
export function tierIndex(policy: OfferPolicy, ctc: number): number {
  let found = 0;
  policy.tiers.forEach((tier, i) => {
    if (ctc >= tier.minCtc) found = i;
  });
  return found;
}

const lpa = (ctc: number) => `${ctc} LPA`;

/**
 * Why the policy refuses a student holding `held` an application to a job of `jobCtc`, or null when it allows
 * it. A student who holds nothing the policy counts is free; one who does may apply within their highest tier
 * while they hold fewer than `offersPerTier` there, and above it while upgrades are left; never below it.
 */
export function policyRefusal(policy: OfferPolicy, held: HeldOffer[], jobCtc: number): PolicyRefusal | null {
  const counted = held.filter((offer) => policy.ppoCountsAsPlaced || !offer.ppo);
  if (counted.length === 0) return null;
  const tiers = counted.map((offer) => tierIndex(policy, offer.ctc));
  const highest = Math.max(...tiers);
  const top = counted[tiers.lastIndexOf(highest)]!;
  const job = tierIndex(policy, jobCtc);
  const tierName = (i: number) => policy.tiers[i]!.name;
  const holding = `You hold an offer of ${lpa(top.ctc)} from ${top.company} (${tierName(highest)})`;
  if (job < highest) {
    return {
      rule: 'lowerTier',
      words: `${holding}; this job's ${lpa(jobCtc)} is in a lower tier (${tierName(job)})`,
    };
  }
  if (job === highest) {
    const inTier = tiers.filter((t) => t === highest).length;
    return inTier >= policy.offersPerTier
      ? {
          rule: 'offersPerTier',
          words: `${holding}; the policy allows ${policy.offersPerTier} ${policy.offersPerTier === 1 ? 'offer' : 'offers'} per tier, so only a job in a higher tier is open to you`,
        }
      : null;
  }
  // every offer above the highest tier held before it is one upgrade used
  let used = 0;
  tiers.reduce((best, tier, i) => {
    if (i > 0 && tier > best) used++;
    return Math.max(best, tier);
  }, tiers[0]!);
  if (used < policy.upgrades) return null;
  const why =
    policy.upgrades === 0
      ? 'the policy allows no move to a higher tier'
      : `you have used the ${policy.upgrades === 1 ? 'one move' : `${policy.upgrades} moves`} to a higher tier the policy allows`;
  return { rule: 'upgrades', words: `${holding}; ${why}` };
}
