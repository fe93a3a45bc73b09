import { openDatabase } from '@placement/db';
import { runJudgeCli } from '@placement/judge';
import { databaseTestcaseLoader } from '../services/attempts/testcases';

/**
 * `npm run judge -- worker|serve|self-check`: the judge's own commands, with the platform's testcase store.
 * The API queues a coding submission with a reference to its question's testcases, so a worker needs
 * DATABASE_URL to read them (a role that may SELECT the questions table is enough).
 */
async function main() {
  const command = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (command !== 'worker' || !url) return runJudgeCli(command);
  // The API migrates; a worker only reads, over a small pool.
  const database = await openDatabase({ url, migrate: false, poolSize: 2 });
  runJudgeCli(command, { loadTestcases: databaseTestcaseLoader(database.db) });
}

void main();
