import type { LtiPlatform } from '@placement/contract';
import type { PlatformRow } from './platforms';

/** A college's LMS registration as its staff see it on the LMS settings page. */
export const presentPlatform = (row: PlatformRow): LtiPlatform => ({
  _id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  deploymentIds: row.deploymentIds,
  jwksUrl: row.jwksUrl,
  authUrl: row.authUrl,
  tokenUrl: row.tokenUrl,
  createdAt: row.createdAt.toISOString(),
});
