import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReplies,
  type LtiLoginParams as LoginParams,
  LtiDeepLinkBody,
  LtiJwksParams,
  LtiJwksReply,
  LtiLaunchBody,
  LtiLoginParams,
  LtiPage,
  LtiSessionBody,
  LtiSessionReply,
  ltiMessages,
} from '@placement/contract';
import type { FastifyError, FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { validationMessage } from '../../plugins/errors';
import { clientInfo } from '../../services/account/sessions';
import { finishDeepLinking } from '../../services/lti/deep-linking';
import { LtiError } from '../../services/lti/errors';
import { keySetOf } from '../../services/lti/keys';
import { sessionFromHandoff } from '../../services/lti/launch';
import { runLaunch } from '../../services/lti/launch-flow';
import { initiateLogin } from '../../services/lti/login';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';
import {
  deepLinkPickerPage,
  deepLinkReturnPage,
  handoffPage,
  instructorPage,
  PAGE_SCRIPT,
  refusalPage,
} from './lti-pages';

const html = {
  200: LtiPage,
  302: Type.Null(),
  303: Type.Null(),
  400: LtiPage,
  401: LtiPage,
  403: LtiPage,
  404: LtiPage,
  409: LtiPage,
  502: LtiPage,
};
const tags = tagsOf('shared', 'LTI 1.3 tool');
const route = routesOf({ auth: 'anyone' }, tags, ErrorReplies);
/** A page the LMS or the person in front of it opens: anyone may, and its refusals are pages too (`html`). */
const page = <S extends { summary: string; description: string; querystring?: TSchema; body?: TSchema }>(
  schema: S,
) => ({ config: { auth: 'anyone' as const }, schema: { tags, ...schema, response: html } });

/** A refusal as a page the person in front of the LMS can read; anything unexpected goes to the error handler. */
async function asPage(reply: FastifyReply, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof LtiError)) throw error;
    refusalPage(reply, error.statusCode, error.message);
  }
}

/**
 * Placement as an LTI 1.3 tool, under /api/lti: public by design, but every launch must be signed by a
 * registered LMS. See docs/operations.md "Connecting Moodle and Canvas (LTI 1.3)".
 */
export const ltiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // LMSs post their forms url-encoded (OIDC form_post); only these routes accept that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // A malformed request from an LMS (bad parameters, a body that does not parse) gets the refusal page the
  // person in front of the LMS can read; the JSON routes (session, JWKS) keep every other route's JSON reply.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (request.routeOptions.schema?.response !== html || status >= 500) throw error;
    return refusalPage(reply, status, error.validation ? validationMessage(error) : error.message);
  });

  const login = (params: LoginParams, reply: FastifyReply) =>
    asPage(reply, async () => reply.redirect(await initiateLogin(app, params), 302));

  app.get(
    '/login',
    page({
      summary: 'OIDC third-party login initiation',
      description:
        "Called by a registered LMS: redirects the browser to the platform's authorization endpoint with a " +
        'fresh state and nonce. An unknown issuer or client gets an HTML refusal page (400).',
      querystring: LtiLoginParams,
    }),
    (request, reply) => login(request.query, reply),
  );
  app.post(
    '/login',
    page({
      summary: 'OIDC third-party login initiation (form post)',
      description:
        'The same as GET /api/lti/login for platforms that post the parameters as a form; an HTML refusal ' +
        'page (400) for an unknown issuer or client.',
      body: LtiLoginParams,
    }),
    (request, reply) => login(request.body, reply),
  );

  app.post(
    '/launch',
    page({
      summary: 'LTI launch: the platform posts the signed id_token (resource link or deep linking)',
      description:
        "Verifies the id_token against the platform's keys, state and nonce. A resource-link launch signs the " +
        'student in to the linked assessment (redirect to /api/lti/handoff); an instructor gets a page naming the ' +
        'linked assessment; a deep-linking request shows the instructor a page to pick an assessment. A refused ' +
        'launch (bad token, a link ' +
        'to no test or a closed one) gets an HTML page saying why (4xx).',
      body: LtiLaunchBody,
    }),
    (request, reply) =>
      asPage(reply, async () => {
        const outcome = await runLaunch(app, request.body);
        if (outcome.kind === 'deep-link') return deepLinkPickerPage(reply, outcome.code, outcome.choices);
        if (outcome.kind === 'instructor') return instructorPage(reply, outcome.assessment);
        return reply.redirect(`/api/lti/handoff#code=${encodeURIComponent(outcome.code)}`, 303);
      }),
  );

  app.get(
    '/handoff',
    {
      config: { auth: 'anyone' },
      schema: {
        tags,
        summary: 'Student sign-in after a launch',
        description:
          'The page a launch redirects to: its script trades the single-use code in the address fragment for a ' +
          'session (POST /api/lti/session) and opens the assessment.',
        response: { 200: LtiPage },
      },
    },
    async (_request, reply) => {
      handoffPage(reply);
    },
  );

  app.post(
    '/session',
    route({
      summary: "Trades a launch's single-use code for a student session",
      description:
        'The handoff page sends the code a launch made; the reply carries a student session token and the ' +
        'assessment to open. A code works once and briefly; a used, expired or unknown code gets 400.',
      body: LtiSessionBody,
      response: { 200: LtiSessionReply },
    }),
    async (request) => ({
      success: true as const,
      ...(await sessionFromHandoff(app, request.body.code, clientInfo(request))),
    }),
  );

  app.post(
    '/deep-link',
    page({
      summary: "An instructor's pick: answers with the signed LtiDeepLinkingResponse, posted to the LMS",
      description:
        "Posted by the deep-linking picker page with the request's single-use code and the chosen assessment; " +
        'answers a page that posts the signed response back to the LMS. A stale code or an assessment of ' +
        'another college gets an HTML refusal page.',
      body: LtiDeepLinkBody,
    }),
    (request, reply) =>
      asPage(reply, async () => {
        const { returnUrl, jwt } = await finishDeepLinking(app, request.body.code, request.body.assessmentId);
        return deepLinkReturnPage(reply, returnUrl, jwt);
      }),
  );

  app.get(
    '/jwks/:collegeId',
    route({
      summary: "A college's public keys (RS256): the key set its LMS registrations trust",
      description:
        "The JWKS a college's LMS uses to verify that college's deep-linking responses and grade-passback " +
        'client assertions; holds its current key and, for a week after a rotation, the previous one. ' +
        'Each college has its own, so no college can sign for another. 404 for an unknown college.',
      params: LtiJwksParams,
      response: { 200: LtiJwksReply },
    }),
    async (request, reply) => {
      const keys = await keySetOf(app, request.params.collegeId);
      if (!keys) throw notFound(ltiMessages.unknownKeySet);
      reply.header('cache-control', 'public, max-age=300');
      return { keys };
    },
  );

  app.get('/page.js', { config: { auth: 'anyone' }, schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PAGE_SCRIPT),
  );
};
