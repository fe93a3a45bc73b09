import { runJudgeCli } from './cli-commands';
import { directoryTestcaseLoader } from './server';

// Standalone: jobs that carry a reference read <JUDGE_TESTCASES_DIR>/<compilerId>.json, as `serve` does.
const dir = process.env.JUDGE_TESTCASES_DIR;
runJudgeCli(process.argv[2], { loadTestcases: dir ? directoryTestcaseLoader(dir) : undefined });
