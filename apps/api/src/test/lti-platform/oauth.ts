import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { bearerOf, type Faults, json, readBody } from './http';

export interface TokenRequest {
  scopes: string[];
  /** null when granted, else why it was refused */
  error: string | null;
}

/**
 * The platform's OAuth 2 token endpoint for the client-credentials grant (LTI Security Framework §4.1): the
 * tool proves itself with a JWT it signs (client_assertion), which is checked against the tool's JWKS URL:
 * issuer and subject the client id, audience this endpoint, a jti used once. Tokens carry the granted scopes.
 */
export function tokenEndpoint(options: { clientId: string; toolJwksUrl: string; faults: Faults }) {
  const toolKeys = createRemoteJWKSet(new URL(options.toolJwksUrl));
  const tokens = new Map<string, Set<string>>();
  const seenJti = new Set<string>();
  const requests: TokenRequest[] = [];
  const assertions: string[] = [];
  /** the services the tool may use, as an LMS administrator turns them on; null: every one asked for */
  let grantable: string[] | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse, tokenUrl: string) {
    if (options.faults.take('token', response)) return;
    const form = new URLSearchParams(await readBody(request));
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    assertions.push(form.get('client_assertion') ?? '');
    try {
      if (form.get('grant_type') !== 'client_credentials') throw new Error('grant_type');
      if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer')
        throw new Error('client_assertion_type');
      const { payload } = await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
        issuer: options.clientId,
        subject: options.clientId,
        audience: tokenUrl,
        algorithms: ['RS256'],
        requiredClaims: ['jti', 'iat', 'exp'],
      });
      if (seenJti.has(String(payload.jti))) throw new Error('jti already used');
      seenJti.add(String(payload.jti));
    } catch (error) {
      requests.push({ scopes, error: String(error) });
      return json(response, 401, { error: 'invalid_client', error_description: String(error) });
    }
    requests.push({ scopes, error: null });
    const granted = scopes.filter((scope) => grantable === null || grantable.includes(scope));
    const token = randomBytes(16).toString('hex');
    tokens.set(token, new Set(granted));
    return json(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: granted.join(' '),
    });
  }

  /** True when the request's bearer token was granted one of the scopes; else answers 401 or 403. */
  function allows(request: IncomingMessage, response: ServerResponse, ...scopes: string[]): boolean {
    const granted = tokens.get(bearerOf(request));
    if (!granted) {
      json(response, 401, { error: 'invalid_token' });
      return false;
    }
    if (!scopes.some((scope) => granted.has(scope))) {
      json(response, 403, { error: 'insufficient_scope' });
      return false;
    }
    return true;
  }

  const grantOnly = (scopes: string[] | null) => {
    grantable = scopes;
  };

  return { handle, allows, requests, assertions, grantOnly };
}

export type TokenEndpoint = ReturnType<typeof tokenEndpoint>;
