import type { LtiPlatform, LtiRosterSync } from '@placement/contract';
import type { ltiRosterSyncs } from '@placement/db';
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

/** One roster sync as the assessment's LMS panel shows it: its progress while it runs, then its end. */
export const presentRosterSync = (row: typeof ltiRosterSyncs.$inferSelect): LtiRosterSync => ({
  _id: row.id,
  at: row.createdAt.toISOString(),
  status: row.status,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  withoutEmail: row.withoutEmail,
  members: row.members,
  learners: row.learners,
  processed: row.processed,
  created: row.created,
  invited: row.invited,
  alreadyInvited: row.alreadyInvited,
  leftOut: row.leftOut,
  inactive: row.inactive,
  reported: row.reported,
  error: row.error,
});
