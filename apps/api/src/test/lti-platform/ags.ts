import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCOPES } from './claims';
import { type Faults, json, readBody } from './http';
import type { TokenEndpoint } from './oauth';

export interface ReceivedScore {
  lineItem: string;
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
}

/** Every score post the platform saw, with what it answered (a fault, a refusal or 200). */
export interface ScorePost {
  lineItem: string;
  status: number;
  body: Record<string, unknown>;
}

export interface LineItem {
  id: string;
  resourceLinkId?: string;
  label?: string;
  scoreMaximum?: number;
}

/** Assignment and Grade Services 2.0: line items of a course, and their scores endpoints. */
export function gradeService(base: string, oauth: TokenEndpoint, faults: Faults) {
  const scores: ReceivedScore[] = [];
  const posts: ScorePost[] = [];
  const lineItems: LineItem[] = [];

  async function lineItemsEndpoint(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (faults.take('lineitems', response)) return;
    if (request.method === 'GET') {
      if (!oauth.allows(request, response, SCOPES.lineItem, SCOPES.lineItemReadonly)) return;
      const link = url.searchParams.get('resource_link_id');
      const found = lineItems.filter((item) => !link || item.resourceLinkId === link);
      return json(response, 200, found, 'application/vnd.ims.lis.v2.lineitemcontainer+json');
    }
    if (!oauth.allows(request, response, SCOPES.lineItem)) return;
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    const course = url.searchParams.get('course') ?? '';
    const item = { ...body, id: `${base}/lineitems/made-${lineItems.length + 1}?course=${course}` };
    lineItems.push(item as LineItem);
    return json(response, 201, item, 'application/vnd.ims.lis.v2.lineitem+json');
  }

  async function scoresEndpoint(request: IncomingMessage, response: ServerResponse, encodedItem: string) {
    const lineItem = decodeURIComponent(encodedItem);
    const raw = await readBody(request);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const status = () => response.statusCode;
    try {
      if (faults.take('scores', response)) return;
      if (!oauth.allows(request, response, SCOPES.score)) return;
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json')
        return json(response, 415, { error: 'content type' });
      scores.push({ ...(body as Omit<ReceivedScore, 'lineItem'>), lineItem });
      return json(response, 200, {});
    } finally {
      posts.push({ lineItem, status: status(), body });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/lineitems') {
      await lineItemsEndpoint(request, response, url);
      return true;
    }
    const match = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (request.method === 'POST' && match) {
      await scoresEndpoint(request, response, match[1] ?? '');
      return true;
    }
    return false;
  }

  return { handle, scores, posts, lineItems };
}
