import { createHash } from 'node:crypto';

export interface ChainedStep {
  attemptId: string;
  seq: number;
  kind: string;
  questionId: string | null;
  payload: Record<string, unknown>;
  at: Date;
}

/** JSON with keys sorted at every depth, so a payload hashes the same before and after a jsonb round trip. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Each step's hash covers the previous hash, so editing or deleting any step breaks every hash after it. */
export function stepHash(previous: string, step: ChainedStep): string {
  return createHash('sha256')
    .update(
      [
        previous,
        step.attemptId,
        step.seq,
        step.kind,
        step.questionId ?? '',
        canonicalJson(step.payload),
        step.at.toISOString(),
      ].join('\n'),
    )
    .digest('hex');
}

export interface ChainProblem {
  attemptId: string;
  seq: number;
  problem: string;
}

/** Checks one attempt's steps (in seq order) against the chain head the attempt row holds. */
export function verifyChain(
  attempt: { id: string; lastSeq: number; lastHash: string },
  steps: (ChainedStep & { hash: string })[],
): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous = '';
  let expectedSeq = 1;
  for (const step of steps) {
    if (step.seq !== expectedSeq) {
      problems.push({ attemptId: attempt.id, seq: expectedSeq, problem: `step ${expectedSeq} is missing` });
      expectedSeq = step.seq;
    }
    const hash = stepHash(previous, step);
    if (hash !== step.hash)
      problems.push({ attemptId: attempt.id, seq: step.seq, problem: 'step was edited (hash mismatch)' });
    previous = step.hash;
    expectedSeq++;
  }
  if (expectedSeq - 1 < attempt.lastSeq) {
    problems.push({
      attemptId: attempt.id,
      seq: attempt.lastSeq,
      problem: `steps after ${expectedSeq - 1} are missing`,
    });
  } else if (previous !== attempt.lastHash) {
    problems.push({
      attemptId: attempt.id,
      seq: attempt.lastSeq,
      problem: 'the chain head does not match the last step',
    });
  }
  return problems;
}
