import type { AddressInfo } from 'node:net';
import type { client } from './client';
import { type FakeLms, type LaunchSpec, startFakeLms } from './fake-lms';
import type { TestPlatform } from './harness';

export const LAUNCH_URL = 'http://placement.test/api/lti/launch';
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Puts our tool and an LTI platform (./lti-platform) on loopback and registers the platform for the signed-in
 * college, as its LMS administrator would: the platform checks our assertions against the college's JWKS
 * over real HTTP. Answers the platform and `launch`, which runs a whole OIDC launch through both.
 */
export async function connectLms(
  platform: TestPlatform,
  api: ReturnType<typeof client>,
  staff: string,
  options: { clientId: string; deploymentId: string; name?: string },
) {
  if (!platform.app.server.listening) await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (platform.app.server.address() as AddressInfo).port;
  const { tool } = (await api.get<{ tool: { jwksUrl: string } }>('/api/college/lti/platforms', staff)).body;
  const lms: FakeLms = await startFakeLms({
    clientId: options.clientId,
    deploymentId: options.deploymentId,
    tool: {
      loginUrl: 'http://placement.test/api/lti/login',
      launchUrl: LAUNCH_URL,
      jwksUrl: tool.jwksUrl.replace('http://placement.test', `http://127.0.0.1:${port}`),
    },
  });
  const created = await api.post<{ platform: { _id: string } }>(
    '/api/college/lti/platforms',
    { name: options.name ?? 'Campus Moodle', deploymentIds: [options.deploymentId], ...lms.registration },
    staff,
  );
  if (created.status !== 200) throw new Error(`registration failed: ${JSON.stringify(created.body)}`);

  /** Login initiation → the platform's authorization endpoint → the form_post our launch URL receives. */
  async function launch(
    spec: LaunchSpec,
    fields?: (fields: Record<string, string>) => Record<string, string>,
  ) {
    const hint = lms.prepare(spec);
    const login = await platform.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams(lms.initiation(hint))}`,
    });
    if (login.statusCode !== 302)
      throw new Error(`login initiation answered ${login.statusCode}: ${login.body}`);
    const authorized = (await lms.authorize(String(login.headers.location))).fields;
    const posted = fields ? fields(authorized) : authorized;
    const post = () =>
      platform.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        headers: formHeaders,
        payload: new URLSearchParams(posted).toString(),
      });
    return { fields: posted, post, response: await post() };
  }

  /** The student session a launch's redirect hands to the browser. */
  async function sessionFrom(location: string) {
    const code = new URLSearchParams(location.split('#')[1]).get('code') ?? '';
    return api.post<{ token: string; next: string }>('/api/lti/session', { code });
  }

  return { lms, platformId: created.body.platform._id, launch, sessionFrom };
}

export type ConnectedLms = Awaited<ReturnType<typeof connectLms>>;
