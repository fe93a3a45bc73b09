import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

/**
 * A local LMS speaking LTI 1.3 the way Moodle and Canvas do, on loopback: its own RS256 key pair and JWKS, an
 * OIDC authorization endpoint that answers with an auto-submitting form_post carrying the signed id_token, a
 * token endpoint that checks the tool's client assertion against the tool's JWKS URL, AGS line items that
 * record scores, and a deep-linking return URL that verifies the tool's response.
 */

const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const AGS = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const LIS = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};

export interface LaunchSpec {
  sub: string;
  roles: string[];
  kind?: 'resource' | 'deep-link';
  resourceLinkId?: string;
  custom?: Record<string, string>;
  name?: string;
  email?: string;
  /** AGS in the launch: the link's own line item (default), only the context's line items, or none */
  lineItem?: boolean | 'collection';
  /** what a misbehaving or hostile sender changes */
  tamper?: {
    forged?: boolean;
    audience?: string | string[];
    azp?: string;
    expiresInSeconds?: number;
    deploymentId?: string;
    issuer?: string;
    nonce?: string;
    /** the AGS line item the launch names, wherever it is (another LMS's gradebook, a collector) */
    lineItem?: string;
  };
}

export interface ReceivedScore {
  lineItem: string;
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
}

export interface FakeLmsOptions {
  clientId: string;
  deploymentId: string;
  /** the tool's addresses: where logins start, where launches go, and its JWKS */
  tool: { loginUrl: string; launchUrl: string; jwksUrl: string };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An auto-submitting form, as Moodle and Canvas send them. */
export function autoPostPage(action: string, fields: Record<string, string>, label = 'Continue'): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html><body><form id="f" method="post" action="${escapeHtml(action)}">${inputs}<button>${label}</button></form><script>document.getElementById('f').submit()</script></body></html>`;
}

export async function startFakeLms(options: FakeLmsOptions) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const kid = `lms-${randomBytes(4).toString('hex')}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const toolKeys = createRemoteJWKSet(new URL(options.tool.jwksUrl));
  const launches = new Map<string, LaunchSpec>();
  const tokens = new Set<string>();
  const scores: ReceivedScore[] = [];
  const lineItems: { id: string; resourceLinkId?: string; label?: string; scoreMaximum?: number }[] = [];
  const deepLinks: { payload: JWTPayload; error?: string }[] = [];
  const assertions: string[] = [];
  let base = '';
  /** how many of the next score posts answer 503, as an LMS under maintenance does */
  let unavailable = 0;

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;

  const reply = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

  /** The signed id_token the authorization endpoint answers with. */
  async function idToken(spec: LaunchSpec, nonce: string): Promise<string> {
    const tamper = spec.tamper ?? {};
    const linkId = spec.resourceLinkId ?? 'link-1';
    const payload: Record<string, unknown> = {
      nonce: tamper.nonce ?? nonce,
      name: spec.name ?? 'Lena Learner',
      given_name: (spec.name ?? 'Lena Learner').split(' ')[0],
      family_name: (spec.name ?? 'Lena Learner').split(' ').slice(1).join(' '),
      ...(spec.email ? { email: spec.email } : {}),
      ...(tamper.azp ? { azp: tamper.azp } : {}),
      [`${CLAIM}version`]: '1.3.0',
      [`${CLAIM}deployment_id`]: tamper.deploymentId ?? options.deploymentId,
      [`${CLAIM}roles`]: spec.roles,
      [`${CLAIM}context`]: { id: 'course-1', label: 'CS101', title: 'Programming 101' },
      [`${CLAIM}tool_platform`]: { guid: 'fake-lms', name: 'Fake LMS', product_family_code: 'moodle' },
    };
    if (spec.kind === 'deep-link') {
      payload[`${CLAIM}message_type`] = 'LtiDeepLinkingRequest';
      payload[`${DL}deep_linking_settings`] = {
        deep_link_return_url: `${base}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        accept_multiple: false,
        auto_create: true,
        data: 'opaque-dl-data',
      };
    } else {
      payload[`${CLAIM}message_type`] = 'LtiResourceLinkRequest';
      payload[`${CLAIM}target_link_uri`] = options.tool.launchUrl;
      payload[`${CLAIM}resource_link`] = { id: linkId, title: 'Placement test' };
      if (spec.custom) payload[`${CLAIM}custom`] = spec.custom;
      if (spec.lineItem !== false) {
        payload[AGS] = {
          scope: [
            'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
            'https://purl.imsglobal.org/spec/lti-ags/scope/score',
          ],
          lineitems: `${base}/lineitems?course=1`,
          ...(spec.lineItem === 'collection'
            ? {}
            : { lineitem: tamper.lineItem ?? `${base}/lineitems/${encodeURIComponent(linkId)}?course=1` }),
        };
      }
    }
    const expires = Math.floor(Date.now() / 1000) + (tamper.expiresInSeconds ?? 300);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(tamper.issuer ?? issuer)
      .setSubject(spec.sub)
      .setAudience(tamper.audience ?? options.clientId)
      .setIssuedAt(expires - 360)
      .setExpirationTime(expires)
      .sign(tamper.forged ? (forger.privateKey as CryptoKey) : privateKey);
  }

  /** The OIDC authorization endpoint: checks the tool's request and answers with a form_post. */
  async function authorize(
    query: URLSearchParams,
  ): Promise<{ action: string; fields: Record<string, string> }> {
    const problems = [
      query.get('scope') !== 'openid' && 'scope',
      query.get('response_type') !== 'id_token' && 'response_type',
      query.get('response_mode') !== 'form_post' && 'response_mode',
      query.get('prompt') !== 'none' && 'prompt',
      query.get('client_id') !== options.clientId && 'client_id',
      query.get('redirect_uri') !== options.tool.launchUrl && 'redirect_uri',
      !query.get('state') && 'state',
      !query.get('nonce') && 'nonce',
    ].filter(Boolean);
    if (problems.length) throw new Error(`bad authorization request: ${problems.join(', ')}`);
    const spec = launches.get(query.get('login_hint') ?? '');
    if (!spec || query.get('lti_message_hint') !== query.get('login_hint'))
      throw new Error('unknown login_hint');
    return {
      action: options.tool.launchUrl,
      fields: { id_token: await idToken(spec, query.get('nonce') ?? ''), state: query.get('state') ?? '' },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    if (request.method === 'GET' && url.pathname === '/jwks')
      return reply(response, 200, 'application/json', JSON.stringify({ keys: [jwk] }));
    if (request.method === 'GET' && url.pathname === '/auth') {
      const form = await authorize(url.searchParams);
      return reply(response, 200, 'text/html', autoPostPage(form.action, form.fields));
    }
    if (request.method === 'GET' && url.pathname === '/course') {
      // the course page's link: third-party initiated login, posted like Moodle does
      const hint = url.searchParams.get('hint') ?? '';
      if (url.searchParams.get('embed') === '1') {
        // the LMS's default: the tool inside an iframe of the course page
        const inner = `/course?hint=${encodeURIComponent(hint)}`;
        return reply(
          response,
          200,
          'text/html',
          `<!doctype html><html><body><h1>Programming 101</h1><iframe title="Placement" src="${inner}" width="800" height="500" allow="fullscreen"></iframe></body></html>`,
        );
      }
      return reply(
        response,
        200,
        'text/html',
        autoPostPage(options.tool.loginUrl, initiation(hint), 'Open Placement'),
      );
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      assertions.push(form.get('client_assertion') ?? '');
      try {
        if (form.get('grant_type') !== 'client_credentials') throw new Error('grant_type');
        if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
          throw new Error('client_assertion_type');
        await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
          issuer: options.clientId,
          subject: options.clientId,
          audience: `${base}/token`,
          algorithms: ['RS256'],
        });
      } catch (error) {
        return reply(
          response,
          401,
          'application/json',
          JSON.stringify({ error: 'invalid_client', error_description: String(error) }),
        );
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return reply(
        response,
        200,
        'application/json',
        JSON.stringify({
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: form.get('scope'),
        }),
      );
    }
    if (url.pathname === '/lineitems') {
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return reply(response, 401, 'application/json', '{"error":"invalid_token"}');
      if (request.method === 'GET') {
        const link = url.searchParams.get('resource_link_id');
        const found = lineItems.filter((item) => !link || item.resourceLinkId === link);
        return reply(
          response,
          200,
          'application/vnd.ims.lis.v2.lineitemcontainer+json',
          JSON.stringify(found),
        );
      }
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const item = { ...body, id: `${base}/lineitems/made-${lineItems.length + 1}?course=1` };
      lineItems.push(item as (typeof lineItems)[number]);
      return reply(response, 201, 'application/vnd.ims.lis.v2.lineitem+json', JSON.stringify(item));
    }
    const scoreMatch = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (request.method === 'POST' && scoreMatch) {
      if (unavailable > 0) {
        unavailable -= 1;
        return reply(response, 503, 'application/json', '{"error":"maintenance"}');
      }
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return reply(response, 401, 'application/json', '{"error":"invalid_token"}');
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json')
        return reply(response, 415, 'application/json', '{"error":"content type"}');
      const body = JSON.parse(await readBody(request)) as Omit<ReceivedScore, 'lineItem'>;
      scores.push({ ...body, lineItem: decodeURIComponent(scoreMatch[1] ?? '') });
      return reply(response, 200, 'application/json', '{}');
    }
    if (request.method === 'POST' && url.pathname === '/deep-link-return') {
      const form = new URLSearchParams(await readBody(request));
      try {
        const { payload } = await jwtVerify(form.get('JWT') ?? '', toolKeys, {
          issuer: options.clientId,
          audience: issuer,
          algorithms: ['RS256'],
        });
        if (payload[`${CLAIM}message_type`] !== 'LtiDeepLinkingResponse') throw new Error('message_type');
        if (payload[`${CLAIM}deployment_id`] !== options.deploymentId) throw new Error('deployment_id');
        deepLinks.push({ payload });
        const items = (payload[`${DL}content_items`] ?? []) as { title?: string }[];
        return reply(
          response,
          200,
          'text/html',
          `<!doctype html><html><body><h1>Deep link received</h1><p id="item">${escapeHtml(items[0]?.title ?? '')}</p></body></html>`,
        );
      } catch (error) {
        deepLinks.push({ payload: {}, error: String(error) });
        return reply(
          response,
          400,
          'text/html',
          `<p>Invalid deep linking response: ${escapeHtml(String(error))}</p>`,
        );
      }
    }
    return reply(response, 404, 'text/plain', 'not found');
  }

  function initiation(hint: string): Record<string, string> {
    return {
      iss: issuer,
      login_hint: hint,
      lti_message_hint: hint,
      target_link_uri: options.tool.launchUrl,
      client_id: options.clientId,
      lti_deployment_id: options.deploymentId,
    };
  }

  return {
    url: base,
    issuer,
    registration: {
      issuer,
      clientId: options.clientId,
      jwksUrl: `${base}/jwks`,
      authUrl: `${base}/auth`,
      tokenUrl: `${base}/token`,
    },
    /** Remembers who launches next; the hint goes into the login initiation. */
    prepare(spec: LaunchSpec): string {
      const hint = randomBytes(8).toString('hex');
      launches.set(hint, spec);
      return hint;
    },
    initiation,
    /** The course page that starts the launch in a browser. */
    coursePage: (hint: string, embed = false) => `${base}/course?hint=${hint}${embed ? '&embed=1' : ''}`,
    /** What the authorization endpoint answers to the tool's redirect (the form_post fields). */
    authorize: (redirect: string) => authorize(new URL(redirect).searchParams),
    scores,
    lineItems,
    /** the next n score posts fail with 503 */
    failScores(n: number) {
      unavailable = n;
    },
    deepLinks,
    assertions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeLms = Awaited<ReturnType<typeof startFakeLms>>;
