import type { CompanyRow } from './company-profile';

/** A public address for the logo; the version makes a replaced logo a new URL for caches. */
export const logoUrl = (companyId: string, version: number) => `/api/company/${companyId}/logo?v=${version}`;

/** A company's profile as everyone who may read it sees it (students, college staff, the company, admins). */
export function presentProfile(company: CompanyRow) {
  const basic = record(company.details.basic);
  const logo = storedLogo(company);
  return {
    _id: company.id,
    basic: {
      companyName: company.name,
      logo: logo ? logoUrl(company.id, logo.version) : null,
      website: text(basic.website),
      sector: text(basic.sector),
    },
    about: text(company.details.about),
    locations: Array.isArray(company.details.locations)
      ? company.details.locations.filter((l): l is string => typeof l === 'string')
      : [],
    approved: company.approved,
  };
}

export interface StoredLogo {
  key: string;
  contentType: string;
  version: number;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function storedLogo(company: CompanyRow): StoredLogo | null {
  const logo = record(company.details.logo);
  return typeof logo.key === 'string' && typeof logo.contentType === 'string'
    ? { key: logo.key, contentType: logo.contentType, version: Number(logo.version) || 0 }
    : null;
}
