import type { LtiToolUrls } from '@placement/contract';

/**
 * The JSON a Canvas administrator pastes into a new LTI developer key ("Paste JSON"), with this platform's own
 * addresses: deep linking from assignments and links, gradebook scores (AGS) and course rosters (NRPS).
 */
export function canvasDeveloperKey(tool: LtiToolUrls): string {
  const deepLinking = (placement: string) => ({
    placement,
    message_type: 'LtiDeepLinkingRequest',
    target_link_uri: tool.deepLinkingUrl,
  });
  const key = {
    title: 'Placement',
    description: 'Placement assessments',
    oidc_initiation_url: tool.loginUrl,
    target_link_uri: tool.launchUrl,
    public_jwk_url: tool.jwksUrl,
    scopes: [
      'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    ],
    extensions: [
      {
        platform: 'canvas.instructure.com',
        privacy_level: 'name_only',
        settings: { placements: [deepLinking('assignment_selection'), deepLinking('link_selection')] },
      },
    ],
  };
  return JSON.stringify(key, null, 2);
}
