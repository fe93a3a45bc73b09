import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const committed = join(import.meta.dirname, '..', 'drizzle');
const BEFORE = '0013_checker_tokens';
let earlier: string;

afterAll(async () => {
  if (earlier) await rm(earlier, { recursive: true, force: true });
});

/** The committed migrations as they were before this one (the journal cut just before it). */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(committed, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta', '_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

it('renames a stored `standard` checker to `tokens`, so a question keeps comparing as it did; others keep theirs', async () => {
  earlier = await migrationsBefore(BEFORE);
  const client = await PGlite.create();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier });
    await client.exec(`INSERT INTO topics (id, heading, type) VALUES ('t1', 'Coding', 'compiler')`);
    const bodies: Record<string, unknown> = {
      standard: { codeQuestion: 'q', checker: { kind: 'standard' } },
      float: { codeQuestion: 'q', checker: { kind: 'float', absolute: 0.01 } },
      exact: { codeQuestion: 'q' },
    };
    for (const [id, body] of Object.entries(bodies)) {
      await client.query(
        `INSERT INTO questions (id, topic_id, type, level, duration, body) VALUES ($1, 't1', 'compiler', 'L1', 60, $2)`,
        [id, JSON.stringify(body)],
      );
    }

    await migrate(db, { migrationsFolder: committed });

    const { rows } = await client.query<{ id: string; body: Record<string, unknown> }>(
      'SELECT id, body FROM questions ORDER BY id',
    );
    const after = Object.fromEntries(rows.map((row) => [row.id, row.body]));
    expect(after.standard).toEqual({ codeQuestion: 'q', checker: { kind: 'tokens' } });
    expect(after.float).toEqual(bodies.float);
    expect(after.exact).toEqual(bodies.exact);
  } finally {
    await client.close();
  }
}, 60_000);
