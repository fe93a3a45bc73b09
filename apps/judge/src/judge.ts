import { judgeJob, runJob } from './job/job';
import { languageIds, languages } from './languages/registry';
import { setUpMachine } from './machine/machine';
import type { JudgeOptions } from './machine/options';
import type { JudgeRequest, JudgeResult, RunRequest, RunResult, SelfCheckReport } from './types';

export type { JudgeOptions } from './machine/options';

/** What callers use, whether jobs run in this process or go through the queue to workers. */
export interface JudgeService {
  judge(request: JudgeRequest): Promise<JudgeResult>;
  run(request: RunRequest): Promise<RunResult>;
  selfCheck(): Promise<SelfCheckReport>;
  /** Why no judge can take a request now (no worker on the queue, say), or null when one can. */
  available(): Promise<string | null>;
  close(): Promise<void>;
}

export interface Judge extends JudgeService {
  readonly info: {
    sandbox: 'bwrap' | 'none';
    cgroups: SelfCheckReport['cgroups'];
    cgroupsWhy: string;
    poolSize: number;
  };
  /** Settles once the C++ header and the Java archives are built (or could not be): the judge works before. */
  readonly toolchainReady: Promise<void>;
}

/**
 * The in-process judge: the machine is set up once (machine/machine.ts), then each request is one job
 * (job/job.ts). Refuses to start without a working sandbox.
 */
export async function createJudge(options: JudgeOptions = {}): Promise<Judge> {
  const machine = await setUpMachine(options);
  const { host, pool } = machine;
  const run = (request: RunRequest) => runJob(machine, request);

  /** Hello world in every language, through the whole run path. */
  async function selfCheck(): Promise<SelfCheckReport> {
    const entries = await Promise.all(
      languageIds.map(async (id) => {
        const started = performance.now();
        try {
          const result = await run({ language: id, code: languages[id].helloWorld, input: '' });
          const ok = result.verdict === 'ok' && result.output.trim() === 'hello';
          const detail = ok
            ? 'ok'
            : `${result.verdict}: ${(result.error || result.compile.message).slice(0, 500)}`;
          return [id, { ok, detail, ms: Math.round(performance.now() - started) }] as const;
        } catch (error) {
          return [id, { ok: false, detail: (error as Error).message, ms: 0 }] as const;
        }
      }),
    );
    return {
      sandbox: host.mode,
      cgroups: host.cgroupStatus.version,
      cgroupsWhy: host.cgroupStatus.why,
      languages: Object.fromEntries(entries) as SelfCheckReport['languages'],
    };
  }

  return {
    judge: (request) => judgeJob(machine, request),
    run,
    selfCheck,
    // an in-process judge that could not run refuses to start at all
    available: async () => null,
    close: () => machine.close(),
    info: {
      sandbox: host.mode,
      cgroups: host.cgroupStatus.version,
      cgroupsWhy: host.cgroupStatus.why,
      poolSize: pool.size,
    },
    toolchainReady: machine.toolchainReady,
  };
}
