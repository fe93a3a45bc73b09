import { attemptSteps, attempts, openDatabase } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { verifyChain } from '../services/attempts/step-chain';

/** `npm run verify:attempts`: reports every edited or deleted step of every attempt's log. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const { db } = database;
  let checked = 0;
  let broken = 0;
  const rows = await db
    .select({ id: attempts.id, lastSeq: attempts.lastSeq, lastHash: attempts.lastHash })
    .from(attempts);
  for (const attempt of rows) {
    const steps = await db
      .select()
      .from(attemptSteps)
      .where(eq(attemptSteps.attemptId, attempt.id))
      .orderBy(asc(attemptSteps.seq));
    const problems = verifyChain(attempt, steps);
    checked++;
    if (problems.length > 0) broken++;
    for (const p of problems) console.log(`attempt ${p.attemptId} step ${p.seq}: ${p.problem}`);
  }
  console.log(`${checked} attempts checked, ${broken} with a broken log`);
  await database.close();
  process.exit(broken > 0 ? 1 : 0);
}

void main();
