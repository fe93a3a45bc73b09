import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { gradeService } from './ags';
import { CLAIM, DL, type LaunchSpec } from './claims';
import { autoPostPage, escapeHtml, Faults, json, readBody, reply } from './http';
import { idToken } from './id-token';
import { membershipService } from './nrps';
import { tokenEndpoint } from './oauth';

export type { ReceivedScore, ScorePost } from './ags';
export { type LaunchSpec, LIS, type RosterMember, SCOPES } from './claims';
export { autoPostPage } from './http';

/**
 * An LTI 1.3 platform (an LMS, as Moodle and Canvas speak it) on loopback, for tests: its own RS256 key and
 * JWKS; OIDC login initiation from a course page and an authorization endpoint that answers with an
 * auto-submitting form_post of a signed id_token (or one bent on purpose, see LaunchSpec.tamper); a
 * client-credentials token endpoint that checks the tool's signed assertion against the tool's JWKS; the
 * deep-linking return URL, which verifies the tool's response; NRPS memberships (paged, rlid) and AGS line
 * items and scores, which record what they receive and can be told to fail (`fail`).
 */
export interface LtiPlatformOptions {
  clientId: string;
  deploymentId: string;
  /** the tool's addresses: where logins start, where launches go, and its JWKS */
  tool: { loginUrl: string; launchUrl: string; jwksUrl: string };
}

export async function startLtiPlatform(options: LtiPlatformOptions) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const kid = `lms-${randomBytes(4).toString('hex')}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const toolKeys = createRemoteJWKSet(new URL(options.tool.jwksUrl));
  const launches = new Map<string, LaunchSpec>();
  const deepLinks: { payload: JWTPayload; error?: string }[] = [];
  const faults = new Faults();

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) reply(response, 500, 'text/plain', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;
  const oauth = tokenEndpoint({ clientId: options.clientId, toolJwksUrl: options.tool.jwksUrl, faults });
  const ags = gradeService(base, oauth, faults);
  const nrps = membershipService(base, oauth, faults);
  const tokenContext = {
    base,
    issuer,
    clientId: options.clientId,
    deploymentId: options.deploymentId,
    launchUrl: options.tool.launchUrl,
    kid,
    privateKey,
    forger: forger.privateKey,
  };

  /** The OIDC authorization endpoint: checks the tool's request and answers with a form_post. */
  async function authorize(query: URLSearchParams) {
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
    const token = await idToken(spec, query.get('nonce') ?? '', tokenContext);
    return { action: options.tool.launchUrl, fields: { id_token: token, state: query.get('state') ?? '' } };
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

  /** The course page's link: third-party initiated login, posted like Moodle does (or framed, Canvas-like). */
  function coursePage(url: URL, response: ServerResponse) {
    const hint = url.searchParams.get('hint') ?? '';
    if (url.searchParams.get('embed') === '1') {
      const inner = `/course?hint=${encodeURIComponent(hint)}`;
      const page = `<!doctype html><html><body><h1>Programming 101</h1><iframe title="Placement" src="${inner}" width="800" height="500" allow="fullscreen"></iframe></body></html>`;
      return reply(response, 200, 'text/html', page);
    }
    return reply(
      response,
      200,
      'text/html',
      autoPostPage(options.tool.loginUrl, initiation(hint), 'Open Placement'),
    );
  }

  async function deepLinkReturn(request: IncomingMessage, response: ServerResponse) {
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
      const title = escapeHtml(items[0]?.title ?? '');
      const page = `<!doctype html><html><body><h1>Deep link received</h1><p id="item">${title}</p></body></html>`;
      return reply(response, 200, 'text/html', page);
    } catch (error) {
      deepLinks.push({ payload: {}, error: String(error) });
      const page = `<p>Invalid deep linking response: ${escapeHtml(String(error))}</p>`;
      return reply(response, 400, 'text/html', page);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    if (request.method === 'GET' && url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (request.method === 'GET' && url.pathname === '/auth') {
      const form = await authorize(url.searchParams);
      return reply(response, 200, 'text/html', autoPostPage(form.action, form.fields));
    }
    if (request.method === 'GET' && url.pathname === '/course') return coursePage(url, response);
    if (request.method === 'POST' && url.pathname === '/token')
      return oauth.handle(request, response, `${base}/token`);
    if (request.method === 'POST' && url.pathname === '/deep-link-return')
      return deepLinkReturn(request, response);
    if (await ags.handle(request, response, url)) return;
    if (nrps.handle(request, response, url)) return;
    return reply(response, 404, 'text/plain', 'not found');
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
    /** scores accepted, every score post with its answer, and the line items made */
    scores: ags.scores,
    scorePosts: ags.posts,
    lineItems: ags.lineItems,
    /** a course's members for NRPS, with page size and who may open which link (rlid) */
    setRoster: nrps.setRoster,
    membershipRequests: nrps.requests,
    /** the next `times` requests to an endpoint answer `status` (and Retry-After when given) */
    fail(
      endpoint: 'scores' | 'token' | 'lineitems' | 'memberships',
      times: number,
      status = 503,
      retryAfter?: string,
    ) {
      faults.set(endpoint, times, status, retryAfter);
    },
    /** the next n score posts fail with 503 */
    failScores(n: number) {
      faults.set('scores', n, 503);
    },
    deepLinks,
    assertions: oauth.assertions,
    tokenRequests: oauth.requests,
    /** the services the LMS grants tokens for (null: all), as its administrator turns them on */
    grantOnly: oauth.grantOnly,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LtiPlatform = Awaited<ReturnType<typeof startLtiPlatform>>;
