import type { LtiLaunchBody } from '@placement/contract';
import type { FastifyInstance } from 'fastify';
import { type LaunchKind, recordLaunch } from './activity';
import { startDeepLinking } from './deep-linking';
import { LtiError } from './errors';
import { instructorLaunch, studentLaunch } from './launch';
import { isStaffRole } from './roles';
import { type VerifiedLaunch, verifyLaunch } from './verify';

type Picker = Awaited<ReturnType<typeof startDeepLinking>>;
type Instructor = Awaited<ReturnType<typeof instructorLaunch>>;

/** What a verified launch comes to: the deep-linking picker, the instructor's page, or a learner's sign-in. */
export type LaunchOutcome =
  | ({ kind: 'deep-link' } & Picker)
  | ({ kind: 'instructor' } & Instructor)
  | { kind: 'learner'; code: string };

const kindOf = (launch: VerifiedLaunch): LaunchKind =>
  launch.messageType === 'LtiDeepLinkingRequest'
    ? 'deep-link'
    : isStaffRole(launch.roles)
      ? 'instructor'
      : 'learner';

async function carryOut(
  app: FastifyInstance,
  launch: VerifiedLaunch,
  kind: LaunchKind,
): Promise<LaunchOutcome> {
  if (kind === 'deep-link') return { kind, ...(await startDeepLinking(app, launch)) };
  if (kind === 'instructor') return { kind, ...(await instructorLaunch(app, launch)) };
  return { kind, code: await studentLaunch(app, launch) };
}

/**
 * A platform's form_post to our launch URL, checked and carried out. Each launch that names a registration (by
 * its state) is kept on that registration's activity, refused or not, with the refusal in words; who launched
 * (the LMS's sub) only once the token is verified.
 */
export async function runLaunch(app: FastifyInstance, body: LtiLaunchBody): Promise<LaunchOutcome> {
  if (body.error)
    throw new LtiError(400, `The LMS refused the login: ${body.error_description ?? body.error}`);
  let launch: VerifiedLaunch;
  try {
    launch = await verifyLaunch(app, body);
  } catch (error) {
    if (error instanceof LtiError && error.platformId)
      await recordLaunch(app, {
        platformId: error.platformId,
        status: error.statusCode,
        error: error.message,
      });
    throw error;
  }
  const who = { platformId: launch.platform.id, sub: launch.sub, kind: kindOf(launch) };
  try {
    const outcome = await carryOut(app, launch, who.kind);
    await recordLaunch(app, { ...who, status: outcome.kind === 'learner' ? 303 : 200 });
    return outcome;
  } catch (error) {
    if (error instanceof LtiError)
      await recordLaunch(app, { ...who, status: error.statusCode, error: error.message });
    throw error;
  }
}
