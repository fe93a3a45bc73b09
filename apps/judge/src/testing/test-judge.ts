import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge, type Judge, type JudgeOptions } from '../judge';
import { pchDirFor } from '../languages/cpp/precompiled-header';
import { cdsDirFor } from '../languages/java/class-data';

/**
 * Shared across test files so the 100 MB precompiled header and the Java archives are built once per machine,
 * not per file.
 */
export const SHARED_PCH_DIR = pchDirFor(join(tmpdir(), 'placement-judge-test'));
const SHARED_CDS_DIR = cdsDirFor(join(tmpdir(), 'placement-judge-test'));

export interface TestJudge {
  judge: Judge;
  dispose: () => Promise<void>;
}

export async function createTestJudge(options: JudgeOptions = {}): Promise<TestJudge> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'judge-test-'));
  const judge = await createJudge({
    cacheDir,
    pchDir: SHARED_PCH_DIR,
    javaCdsDir: SHARED_CDS_DIR,
    warn: () => {},
    ...options,
  });
  return {
    judge,
    dispose: async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
