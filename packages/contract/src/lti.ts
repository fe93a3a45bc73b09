import { type Static, Type } from 'typebox';
import { Id, SingleLine } from './common';

/** An http(s) address, one line. */
const Url = Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' });
const LtiText = (max: number) => SingleLine(max, 1);

/** What a college enters about its LMS (LTI 1.3 platform). */
export const LtiPlatformBody = Type.Object(
  {
    name: LtiText(120),
    issuer: Url,
    clientId: LtiText(255),
    deploymentIds: Type.Array(LtiText(255), { minItems: 1, maxItems: 20 }),
    jwksUrl: Url,
    authUrl: Url,
    tokenUrl: Url,
  },
  { additionalProperties: false },
);
export type LtiPlatformBody = Static<typeof LtiPlatformBody>;

export const LtiPlatform = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    issuer: Type.String(),
    clientId: Type.String(),
    deploymentIds: Type.Array(Type.String()),
    jwksUrl: Type.String(),
    authUrl: Type.String(),
    tokenUrl: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type LtiPlatform = Static<typeof LtiPlatform>;

/** The addresses a college enters in its LMS when it registers Placement as an external tool. */
export const LtiToolUrls = Type.Object(
  {
    launchUrl: Type.String(),
    loginUrl: Type.String(),
    redirectUrls: Type.Array(Type.String()),
    jwksUrl: Type.String(),
    deepLinkingUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type LtiToolUrls = Static<typeof LtiToolUrls>;

export const LtiPlatformsReply = Type.Object(
  { success: Type.Literal(true), platforms: Type.Array(LtiPlatform), tool: LtiToolUrls },
  { additionalProperties: false },
);
export type LtiPlatformsReply = Static<typeof LtiPlatformsReply>;

export const LtiPlatformReply = Type.Object(
  { success: Type.Literal(true), platform: LtiPlatform },
  { additionalProperties: false },
);
export type LtiPlatformReply = Static<typeof LtiPlatformReply>;

export const LtiPlatformParams = Type.Object({ platformId: Id }, { additionalProperties: false });

/** OIDC third-party login initiation (query of a GET, or form fields of a POST). */
export const LtiLoginParams = Type.Object(
  {
    iss: Type.String({ minLength: 1, maxLength: 2000 }),
    login_hint: Type.String({ minLength: 1, maxLength: 2000 }),
    target_link_uri: Type.String({ minLength: 1, maxLength: 2000 }),
    lti_message_hint: Type.Optional(Type.String({ maxLength: 4000 })),
    client_id: Type.Optional(Type.String({ maxLength: 255 })),
    lti_deployment_id: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type LtiLoginParams = Static<typeof LtiLoginParams>;

/** The platform's form_post back to us. Both fields are checked by the handler so a refusal gets a page. */
export const LtiLaunchBody = Type.Object(
  {
    id_token: Type.Optional(Type.String({ maxLength: 100_000 })),
    state: Type.Optional(Type.String({ maxLength: 200 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
    error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type LtiLaunchBody = Static<typeof LtiLaunchBody>;

/** An instructor's pick on the deep-linking page. */
export const LtiDeepLinkBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }), assessmentId: Id },
  { additionalProperties: false },
);

/** The single-use code a launch hands to the browser, exchanged for a student session. */
export const LtiSessionBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const LtiSessionReply = Type.Object(
  { success: Type.Literal(true), token: Type.String(), next: Type.String() },
  { additionalProperties: false },
);

const Jwk = Type.Object(
  {
    kty: Type.String(),
    kid: Type.String(),
    alg: Type.String(),
    use: Type.String(),
    n: Type.String(),
    e: Type.String(),
  },
  { additionalProperties: false },
);
export const LtiJwksParams = Type.Object({ collegeId: Type.String({ minLength: 1, maxLength: 64 }) });

export const LtiJwksReply = Type.Object({ keys: Type.Array(Jwk) }, { additionalProperties: false });

export const LtiKeyRotationReply = Type.Object(
  { success: Type.Literal(true), rotated: Type.Integer({ description: 'colleges given a new key' }) },
  { additionalProperties: false },
);

/** An HTML page (launch, refusal, deep-linking picker). */
export const LtiPage = Type.String({ description: 'text/html page' });
