import { type CompanyProfileBody, formMessages } from '@placement/contract';
import { companies } from '@placement/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import { contentTypes } from '../uploads/sniff';
import { checkType, type UploadedFile } from '../uploads/uploads';
import { presentProfile, record, type StoredLogo, storedLogo } from './presenters';

export const companyUser = { roles: ['company' as const] };

/** The company a company user acts for; every company query is scoped by it. */
export function companyOf(request: FastifyRequest): { userId: string; companyId: string } {
  const { user } = actor(request);
  if (user.role !== 'company' || !user.companyId) throw forbidden('Your account is not linked to a company');
  return { userId: user.id, companyId: user.companyId };
}

export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO_TYPES = ['png', 'jpeg', 'webp'] as const;

export type CompanyRow = typeof companies.$inferSelect;

async function companyRow(app: FastifyInstance, companyId: string): Promise<CompanyRow> {
  const [company] = await app.deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('Company not found');
  return company;
}

export async function companyProfile(app: FastifyInstance, companyId: string) {
  return presentProfile(await companyRow(app, companyId));
}

export async function updateCompanyProfile(
  app: FastifyInstance,
  companyId: string,
  body: CompanyProfileBody,
) {
  const company = await companyRow(app, companyId);
  const name = body.basic?.companyName?.trim() ?? company.name;
  if (!name) throw badRequest(formMessages.companyNameRequired);
  const basic: Record<string, unknown> = { ...record(company.details.basic), companyName: name };
  if (body.basic?.website !== undefined) basic.website = body.basic.website.trim();
  if (body.basic?.sector !== undefined) basic.sector = body.basic.sector.trim();
  const details: Record<string, unknown> = { ...company.details, basic };
  if (body.about !== undefined) details.about = body.about.trim();
  if (body.locations !== undefined) details.locations = [...new Set(body.locations.map((l) => l.trim()))];
  const [updated] = await app.deps.db
    .update(companies)
    .set({ name, details })
    .where(eq(companies.id, companyId))
    .returning();
  return presentProfile(updated!);
}

/** Replaces the logo: one PNG, JPEG or WebP image of at most 200 KB, judged by its bytes. */
export async function replaceLogo(app: FastifyInstance, companyId: string, files: UploadedFile[]) {
  if (files.length !== 1) throw badRequest('Upload exactly one logo image');
  const file = files[0]!;
  const type = checkType(file, LOGO_TYPES);
  const company = await companyRow(app, companyId);
  const previous = storedLogo(company);
  const key = await app.deps.storage.put('logos', type, file.data);
  const logo: StoredLogo = { key, contentType: contentTypes[type], version: Date.now() };
  try {
    const [updated] = await app.deps.db
      .update(companies)
      .set({ details: { ...company.details, logo } })
      .where(eq(companies.id, companyId))
      .returning();
    if (previous) await app.deps.storage.remove(previous.key);
    return presentProfile(updated!);
  } catch (error) {
    await app.deps.storage.remove(key);
    throw error;
  }
}

/** The logo's bytes, for anyone (logos are public); 404 when there is none. */
export async function openLogo(app: FastifyInstance, companyId: string) {
  const logo = storedLogo(await companyRow(app, companyId));
  if (!logo) throw notFound('This company has no logo');
  const opened = await app.deps.storage.open(logo.key);
  if (!opened) throw notFound('This company has no logo');
  return { ...opened, contentType: logo.contentType };
}
