import { describe, expect, it } from 'vitest';
import { canvasDeveloperKey } from './canvas-key';

const tool = {
  launchUrl: 'https://placement.college.edu/api/lti/launch',
  loginUrl: 'https://placement.college.edu/api/lti/login',
  redirectUrls: ['https://placement.college.edu/api/lti/launch'],
  jwksUrl: 'https://placement.college.edu/api/lti/jwks/c1',
  deepLinkingUrl: 'https://placement.college.edu/api/lti/launch',
};

describe("Canvas's developer key", () => {
  it("carries this platform's own addresses, scores and rosters, and deep linking from assignments", () => {
    const key = JSON.parse(canvasDeveloperKey(tool));
    expect(key).toMatchObject({
      oidc_initiation_url: tool.loginUrl,
      target_link_uri: tool.launchUrl,
      public_jwk_url: tool.jwksUrl,
    });
    expect(key.scopes).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect(key.scopes).toContain('https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly');
    expect(key.extensions[0].settings.placements).toEqual([
      expect.objectContaining({ placement: 'assignment_selection', target_link_uri: tool.deepLinkingUrl }),
      expect.objectContaining({ placement: 'link_selection', message_type: 'LtiDeepLinkingRequest' }),
    ]);
  });
});
