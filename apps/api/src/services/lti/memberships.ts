import type { FastifyInstance } from 'fastify';
import { LmsReplyError, lmsFetch } from './service-token';

/** A member of a course as NRPS 2.0 lists it; user_id is the sub of the person's launches. */
export type Member = {
  user_id: string;
  roles: string[];
  status: string;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
};

/** Far beyond any course (100 members a page is usual); a roster that never ends is refused. */
export const MAX_PAGES = 1_000;
/** A course beyond this many members is refused in words rather than read (a cohort, not a university). */
export const MAX_MEMBERS = 10_000;
/** One page of members (100 members take about 30 KB): anything far larger is refused before it is parsed. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

/** The rel="next" address of a Link header (RFC 8288), or null on the last page. */
export function nextPage(header: string | null): string | null {
  if (!header) return null;
  for (const link of header.split(/,(?=\s*<)/)) {
    const [, url, rest = ''] = /^\s*<([^>]+)>(.*)$/.exec(link) ?? [];
    const rel = rest
      .split(';')
      .map((param) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (url && rel?.split(/\s+/).includes('next')) return url;
  }
  return null;
}

/**
 * The next page's address, resolved against the page that named it, when it may be read: on the memberships
 * URL's origin (scheme, host and port: the bearer token goes to the LMS only), not a page read already, and
 * within MAX_PAGES. Otherwise the sync stops with the reason in words.
 */
export function followable(link: string, current: string, first: URL, read: ReadonlySet<string>): string {
  let url: URL;
  try {
    url = new URL(link, current);
  } catch {
    throw new Error(
      `The LMS gave the roster's next page as "${link.slice(0, 200)}", which is not an address.`,
    );
  }
  if (url.origin !== first.origin)
    throw new Error(
      `The LMS sent the roster's next page to another address (${url.origin}). Placement sends the LMS's token only to ${first.origin}, so it did not follow it.`,
    );
  if (read.has(url.toString()))
    throw new Error(
      `The LMS gave a roster page it had already sent as the next one (${url}): the roster would never end, so it was not read.`,
    );
  if (read.size >= MAX_PAGES)
    throw new Error(`The LMS's roster runs past ${MAX_PAGES} pages without an end, so it was not read.`);
  return url.toString();
}

const isMember = (value: unknown): value is Member => {
  const member = value as Partial<Member> | null;
  return (
    typeof member?.user_id === 'string' &&
    member.user_id.length > 0 &&
    member.user_id.length <= 255 &&
    Array.isArray(member.roles) &&
    member.roles.every((role) => typeof role === 'string')
  );
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A reply's body as text, refused in words once it passes `maxBytes` (read no further). */
export async function textWithin(response: Response, maxBytes: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(
        `The LMS sent a roster page of more than ${Math.round(maxBytes / 1024 / 1024)} MB, so it was not read.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A sync's hold on the reading: stopping it (the server closing), and hearing of each page read. */
export interface PageOptions {
  signal?: AbortSignal;
  /** after each page, with the number of members it listed */
  onPage?: (members: number) => Promise<void> | void;
}

/**
 * Every member of a course, page after page (Link rel="next"), narrowed to a resource link's members with
 * `rlid` (NRPS 2.0 §2.3). A next page on another origin is refused: the bearer token goes to the LMS only.
 */
export async function readMemberships(
  app: FastifyInstance,
  membershipsUrl: string,
  rlid: string | null,
  token: string,
  options: PageOptions = {},
): Promise<Member[]> {
  const first = new URL(membershipsUrl);
  if (rlid) first.searchParams.set('rlid', rlid);
  const members: Member[] = [];
  const read = new Set<string>();
  let next: string | null = first.toString();
  while (next) {
    read.add(next);
    const response: Response = await lmsFetch(app)(next, {
      headers: { authorization: `Bearer ${token}`, accept: CONTAINER },
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(10_000)])
        : AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new LmsReplyError(
        `memberships answered ${response.status}`,
        response.status,
        response.headers.get('retry-after'),
      );
    const body = parsed(await textWithin(response, MAX_PAGE_BYTES)) as { members?: unknown } | null;
    if (!Array.isArray(body?.members)) throw new Error('The LMS answered the roster without a member list.');
    members.push(...body.members.filter(isMember));
    if (members.length > MAX_MEMBERS)
      throw new Error(
        `The course has more than ${MAX_MEMBERS.toLocaleString('en-IN')} members, more than one roster sync takes: invite its students in groups (the students' import) instead.`,
      );
    await options.onPage?.(body.members.length);
    const link = nextPage(response.headers.get('link'));
    next = link === null ? null : followable(link, next, first, read);
  }
  return members;
}
