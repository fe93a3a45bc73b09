import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The statement as drizzle sent it, its parameters bound again. */
function bound(query: string, params: unknown[]): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

interface PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Rows every node of the plan produced or threw away, over all its loops. */
function rowsTouched(node: PlanNode): number {
  const loops = node['Actual Loops'] ?? 1;
  const own =
    ((node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0)) *
    loops;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

const uniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export interface Explained {
  query: string;
  /** rows every plan node produced or threw away */
  rows: number;
  /** pages the statement read, its table's and what it stores apart (a large jsonb) included */
  pages: number;
}

/**
 * Runs each statement again under EXPLAIN (ANALYZE, BUFFERS) in a transaction that is rolled back, and says
 * how many rows and pages each one touched.
 */
export async function explainEach(
  app: FastifyInstance,
  statements: { query: string; params: unknown[] }[],
): Promise<Explained[]> {
  const found: Explained[] = [];
  for (const { query, params } of statements) {
    if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(query)) continue;
    await app.deps.db
      .transaction(async (tx) => {
        const result = await tx.execute<Record<string, unknown>>(
          sql`explain (analyze, buffers, format json) ${bound(query, params)}`,
        );
        const cell = Object.values(result.rows[0] ?? {})[0];
        const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
        // the top node's blocks include its children's
        const top = plan!.Plan;
        found.push({
          query,
          rows: rowsTouched(top),
          pages: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
        });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return;
        // An insert that ran for real conflicts with itself when run again: it probed one key of an index.
        if (uniqueViolation(error) && /^\s*insert into [^(]+\([^)]*\) values/i.test(query)) {
          found.push({ query, rows: 1, pages: 1 });
          return;
        }
        throw error;
      });
  }
  return found;
}

/** The statement that touched the most rows. */
export const heaviest = (found: Explained[]) =>
  found.reduce((max, f) => (f.rows > max.rows ? f : max), { query: '(none)', rows: 0, pages: 0 });
