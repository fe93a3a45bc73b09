import { ltiCourses } from '@placement/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CLAIM } from './verify';

export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** The course a launch or deep-linking request comes from, and where its roster is read (when offered). */
export interface CourseClaims {
  contextId: string;
  title: string;
  label: string;
  membershipsUrl: string | null;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The context and NRPS claims of a message, or null for a launch outside any course. */
export function courseClaims(claims: Record<string, unknown>): CourseClaims | null {
  const context = claims[`${CLAIM}context`] as { id?: unknown; title?: unknown; label?: unknown } | undefined;
  const contextId = text(context?.id, 255);
  if (!contextId) return null;
  const nrps = claims[NRPS_CLAIM] as
    | { context_memberships_url?: unknown; service_versions?: unknown }
    | undefined;
  const url = text(nrps?.context_memberships_url, 2000);
  return {
    contextId,
    title: text(context?.title, 200),
    label: text(context?.label, 120),
    membershipsUrl: /^https?:\/\//.test(url) ? url : null,
  };
}

/**
 * Remembers that a course links an assessment (deep linking, or a launch of a bound link), with its newest
 * title and roster address and the resource links seen in it, so the college can sync the course's roster.
 */
export async function rememberCourse(
  app: FastifyInstance,
  platformId: string,
  assessmentId: string,
  course: CourseClaims,
  resourceLinkId: string | null,
) {
  const links = resourceLinkId ? [resourceLinkId] : [];
  await app.deps.db
    .insert(ltiCourses)
    .values({
      platformId,
      assessmentId,
      contextId: course.contextId,
      title: course.title,
      label: course.label,
      membershipsUrl: course.membershipsUrl,
      resourceLinkIds: links,
    })
    .onConflictDoUpdate({
      target: [ltiCourses.platformId, ltiCourses.contextId, ltiCourses.assessmentId],
      set: {
        title: course.title,
        label: course.label,
        membershipsUrl: sql`coalesce(${course.membershipsUrl}, ${ltiCourses.membershipsUrl})`,
        ...(resourceLinkId
          ? {
              resourceLinkIds: sql`case when ${ltiCourses.resourceLinkIds} @> ${JSON.stringify(links)}::jsonb then ${ltiCourses.resourceLinkIds} else ${ltiCourses.resourceLinkIds} || ${JSON.stringify(links)}::jsonb end`,
            }
          : {}),
        seenAt: new Date(),
      },
    });
}
