import { assessments, categories } from '@placement/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error';

type CategoryRow = typeof categories.$inferSelect;
const present = (c: CategoryRow) => ({ _id: c.id, name: c.name });

const DUPLICATE = 'A category with this name already exists';

export async function listCategories(app: FastifyInstance) {
  const rows = await app.deps.db.select().from(categories).orderBy(asc(categories.name));
  return rows.map(present);
}

/** Names are unique regardless of case: 'Aptitude' and 'aptitude' are one category. */
async function assertFreeName(app: FastifyInstance, name: string, exceptId?: string) {
  const [taken] = await app.deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(DUPLICATE);
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export async function createCategory(app: FastifyInstance, rawName: string) {
  const name = rawName.trim();
  await assertFreeName(app, name);
  try {
    const [row] = await app.deps.db.insert(categories).values({ name }).returning();
    return present(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}

export async function renameCategory(app: FastifyInstance, id: string, rawName: string) {
  const name = rawName.trim();
  const [existing] = await app.deps.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!existing) throw notFound('Category not found');
  await assertFreeName(app, name, id);
  try {
    const [row] = await app.deps.db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
    return present(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}

/** A category that an assessment uses stays: 409, so no assessment loses its category silently. */
export async function deleteCategory(app: FastifyInstance, id: string) {
  const { db } = app.deps;
  const [existing] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!existing) throw notFound('Category not found');
  const [used] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.categoryId, id))
    .limit(1);
  if (used) throw conflict('This category is used by an assessment and cannot be deleted');
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (error) {
    // an assessment took the category meanwhile: the foreign key refuses
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '23503') {
      throw conflict('This category is used by an assessment and cannot be deleted');
    }
    throw error;
  }
}
