import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RosterMember, SCOPES } from './claims';
import { type Faults, json } from './http';
import type { TokenEndpoint } from './oauth';

interface Roster {
  members: RosterMember[];
  title: string;
  pageSize: number;
  /** who may open each resource link (rlid); a link not listed is open to the whole course */
  links: Record<string, string[]>;
  /** the Link rel="next" a page sends instead of the true next page (a misbehaving LMS); null for none */
  nextLink?: (page: number) => string | null;
}

export interface MembershipRequest {
  contextId: string;
  rlid: string | null;
  page: number;
  status: number;
}

/**
 * Names and Role Provisioning Services 2.0: a course's membership container, paged with Link rel="next"
 * headers, narrowed to one resource link's members by `rlid` and to a role by `role`.
 */
export function membershipService(base: string, oauth: TokenEndpoint, faults: Faults) {
  const rosters = new Map<string, Roster>();
  const requests: MembershipRequest[] = [];

  function setRoster(
    contextId: string,
    members: RosterMember[],
    options: Partial<Pick<Roster, 'pageSize' | 'links' | 'title' | 'nextLink'>> = {},
  ) {
    rosters.set(contextId, {
      members,
      title: options.title ?? 'Programming 101',
      pageSize: options.pageSize ?? 50,
      links: options.links ?? {},
      ...(options.nextLink ? { nextLink: options.nextLink } : {}),
    });
  }

  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    const match = /^\/memberships\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return false;
    const contextId = decodeURIComponent(match[1] ?? '');
    const rlid = url.searchParams.get('rlid');
    const page = Number(url.searchParams.get('page') ?? '1');
    const record = () => requests.push({ contextId, rlid, page, status: response.statusCode });
    if (faults.take('memberships', response) || !oauth.allows(request, response, SCOPES.memberships)) {
      record();
      return true;
    }
    const roster = rosters.get(contextId);
    if (!roster) {
      json(response, 404, { error: 'no such course' });
      record();
      return true;
    }
    const role = url.searchParams.get('role');
    const allowed = rlid === null ? undefined : roster.links[rlid];
    const members = roster.members.filter(
      (member) =>
        (!allowed || allowed.includes(member.user_id)) &&
        (!role || member.roles.some((r) => r === role || r.endsWith(`#${role}`))),
    );
    const size = Number(url.searchParams.get('limit') ?? roster.pageSize);
    const slice = members.slice((page - 1) * size, page * size);
    const headers: Record<string, string> = {
      'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
    };
    const sent = roster.nextLink?.(page);
    if (sent !== undefined) {
      if (sent !== null) headers.link = `<${sent}>; rel="next"`;
    } else if (page * size < members.length) {
      const next = new URL(url.pathname, base);
      for (const [key, value] of url.searchParams) next.searchParams.set(key, value);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next}>; rel="next"`;
    }
    response.writeHead(200, headers);
    response.end(
      JSON.stringify({
        id: `${base}${url.pathname}${url.search}`,
        context: { id: contextId, title: roster.title },
        members: slice.map((member) => ({ status: 'Active', ...member })),
      }),
    );
    record();
    return true;
  }

  return { handle, setRoster, requests };
}
