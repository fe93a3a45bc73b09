import { createHash } from 'node:crypto';
import { JudgeError } from '../errors';
import type { Testcase } from '../types';

/**
 * Where the host keeps a question's testcases. A queue job carries this instead of the testcases, so a
 * 64 MiB testcase never goes through Redis: the worker loads them itself (TestcaseLoader) and checks that
 * they are the version the caller judged against.
 */
export interface TestcaseRef {
  questionId: string;
  /** testcasesVersion() of the testcases the caller means. */
  version: string;
}

/** Loads a question's testcases as the host passes them to judge(); null when there is no such question. */
export type TestcaseLoader = (questionId: string) => Promise<Testcase[] | null>;

export class TestcasesUnavailableError extends JudgeError {
  constructor(message: string) {
    super('TESTCASES_UNAVAILABLE', message);
    this.name = 'TestcasesUnavailableError';
  }
}

/** A digest of the testcases (each field length-prefixed, so no two lists share one). */
export function testcasesVersion(testcases: readonly Testcase[]): string {
  const hash = createHash('sha256');
  for (const { input, expectedOutput } of testcases) {
    hash.update(`${input.length}:`).update(input).update(`${expectedOutput.length}:`).update(expectedOutput);
  }
  return hash.digest('hex');
}

const versions = new WeakMap<readonly object[], string>();

/**
 * The reference to testcases the host keeps as `stored` (an array it does not change): the digest is worked
 * out once per array, not once per submission.
 */
export function testcaseRef(questionId: string, stored: readonly Testcase[]): TestcaseRef {
  let version = versions.get(stored);
  if (version === undefined) {
    version = testcasesVersion(stored);
    versions.set(stored, version);
  }
  return { questionId, version };
}

const MiB = 1024 * 1024;

/**
 * The worker's side: loads testcases by reference, checks their version, and keeps the most recently used
 * within a byte bound, so a question judged over and over is read from the host's storage once.
 */
export class TestcaseCache {
  private readonly entries = new Map<string, { testcases: Testcase[]; bytes: number }>();
  private readonly inflight = new Map<string, Promise<Testcase[]>>();
  private total = 0;

  constructor(
    private readonly load: TestcaseLoader,
    private readonly maxBytes = 256 * MiB,
  ) {}

  async get(ref: TestcaseRef): Promise<Testcase[]> {
    const key = `${ref.questionId}\0${ref.version}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.testcases;
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.fetch(key, ref).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async fetch(key: string, ref: TestcaseRef): Promise<Testcase[]> {
    const testcases = await this.load(ref.questionId);
    if (testcases === null)
      throw new TestcasesUnavailableError(`No testcases for question ${ref.questionId}`);
    if (testcasesVersion(testcases) !== ref.version) {
      throw new TestcasesUnavailableError(
        `The testcases of question ${ref.questionId} changed after this submission was queued; submit it again`,
      );
    }
    const bytes = testcases.reduce((sum, t) => sum + 2 * (t.input.length + t.expectedOutput.length), 0);
    if (bytes <= this.maxBytes) {
      this.entries.set(key, { testcases, bytes });
      this.total += bytes;
      for (const [oldKey, entry] of this.entries) {
        if (this.total <= this.maxBytes) break;
        this.entries.delete(oldKey);
        this.total -= entry.bytes;
      }
    }
    return testcases;
  }
}
