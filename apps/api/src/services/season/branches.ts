import { collegeBranches } from '@placement/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The programmes and branches the college offers, which records and job rules are checked against. */
export async function branchesOf(app: FastifyInstance, collegeId: string) {
  const rows = await app.deps.db
    .select({ programme: collegeBranches.programme, branch: collegeBranches.branch })
    .from(collegeBranches)
    .where(eq(collegeBranches.collegeId, collegeId))
    .orderBy(asc(collegeBranches.programme), asc(collegeBranches.branch));
  return rows;
}

/** Replaces the list in one transaction. */
export async function setBranches(
  app: FastifyInstance,
  collegeId: string,
  branches: { programme: string; branch: string }[],
) {
  const unique = [...new Map(branches.map((b) => [`${b.programme}\n${b.branch}`, b])).values()];
  await app.deps.db.transaction(async (tx) => {
    await tx.delete(collegeBranches).where(eq(collegeBranches.collegeId, collegeId));
    if (unique.length) await tx.insert(collegeBranches).values(unique.map((b) => ({ collegeId, ...b })));
  });
  return branchesOf(app, collegeId);
}
