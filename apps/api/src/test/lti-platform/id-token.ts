import { type CryptoKey, SignJWT } from 'jose';
import { AGS, CLAIM, DEFAULT_CONTEXT, DL, type LaunchSpec, NRPS, SCOPES } from './claims';

export interface TokenContext {
  base: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  launchUrl: string;
  kid: string;
  privateKey: CryptoKey;
  forger: CryptoKey;
}

const REGISTERED = new Set(['iss', 'sub', 'aud', 'exp', 'iat', 'nbf', 'nonce', 'azp', 'jti']);
const OIDC = new Set(['name', 'given_name', 'family_name', 'email', 'picture', 'locale']);
/** A claim by its short name: registered and OIDC claims as they are, LTI claims under their namespace. */
const claimName = (name: string) =>
  name.includes('://') || REGISTERED.has(name) || OIDC.has(name) ? name : `${CLAIM}${name}`;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function personal(spec: LaunchSpec): Record<string, unknown> {
  if (spec.name === null) return spec.email ? { email: spec.email } : {};
  const name = spec.name ?? 'Lena Learner';
  return {
    name,
    given_name: name.split(' ')[0],
    family_name: name.split(' ').slice(1).join(' '),
    ...(spec.email ? { email: spec.email } : {}),
  };
}

/** The message claims of a resource link or deep-linking request, without the registered ones. */
function messageClaims(spec: LaunchSpec, ctx: TokenContext): Record<string, unknown> {
  const tamper = spec.tamper ?? {};
  const context = spec.context === undefined ? DEFAULT_CONTEXT : spec.context;
  const linkId = spec.resourceLinkId ?? 'link-1';
  const claims: Record<string, unknown> = {
    ...personal(spec),
    [`${CLAIM}version`]: '1.3.0',
    [`${CLAIM}deployment_id`]: tamper.deploymentId ?? ctx.deploymentId,
    [`${CLAIM}roles`]: spec.roles,
    [`${CLAIM}tool_platform`]: { guid: 'fake-lms', name: 'Fake LMS', product_family_code: 'moodle' },
  };
  if (context) {
    claims[`${CLAIM}context`] = {
      ...context,
      type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
    };
    if (spec.memberships !== false)
      claims[NRPS] = {
        context_memberships_url: `${ctx.base}/memberships/${encodeURIComponent(context.id)}`,
        service_versions: ['2.0'],
      };
  }
  if (spec.kind === 'deep-link') {
    claims[`${CLAIM}message_type`] = 'LtiDeepLinkingRequest';
    claims[`${DL}deep_linking_settings`] = {
      deep_link_return_url: `${ctx.base}/deep-link-return`,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe', 'window'],
      accept_multiple: false,
      auto_create: true,
      data: 'opaque-dl-data',
    };
    return claims;
  }
  claims[`${CLAIM}message_type`] = 'LtiResourceLinkRequest';
  claims[`${CLAIM}target_link_uri`] = ctx.launchUrl;
  claims[`${CLAIM}resource_link`] = { id: linkId, title: 'Placement test' };
  if (spec.custom) claims[`${CLAIM}custom`] = spec.custom;
  if (spec.lineItem !== false) {
    const course = encodeURIComponent(context?.id ?? 'none');
    claims[AGS] = {
      scope: [SCOPES.lineItem, SCOPES.score],
      lineitems: `${ctx.base}/lineitems?course=${course}`,
      ...(spec.lineItem === 'collection'
        ? {}
        : {
            lineitem:
              tamper.lineItem ?? `${ctx.base}/lineitems/${encodeURIComponent(linkId)}?course=${course}`,
          }),
    };
  }
  return claims;
}

/** The id_token the authorization endpoint posts to the tool: signed, or bent as the spec's tamper says. */
export async function idToken(spec: LaunchSpec, nonce: string, ctx: TokenContext): Promise<string> {
  const tamper = spec.tamper ?? {};
  const expires = Math.floor(Date.now() / 1000) + (tamper.expiresInSeconds ?? 300);
  const payload: Record<string, unknown> = {
    iss: tamper.issuer ?? ctx.issuer,
    sub: spec.sub,
    aud: tamper.audience ?? ctx.clientId,
    iat: expires - 360 + (tamper.issuedAtOffsetSeconds ?? 0),
    exp: expires,
    nonce: tamper.nonce ?? nonce,
    ...(tamper.azp ? { azp: tamper.azp } : {}),
    ...messageClaims(spec, ctx),
  };
  for (const name of tamper.drop ?? []) delete payload[claimName(name)];
  for (const [name, value] of Object.entries(tamper.set ?? {})) payload[claimName(name)] = value;
  if (tamper.alg === 'none') return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  const kid = tamper.kid === undefined ? ctx.kid : tamper.kid;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid === null ? {} : { kid }) })
    .sign(tamper.forged ? ctx.forger : ctx.privateKey);
}
