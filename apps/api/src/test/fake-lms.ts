/**
 * The LTI 1.3 platform the API's tests and the browser specs launch from (see ./lti-platform): a local LMS
 * speaking the real protocol, under the name the specs know it by.
 */
export {
  autoPostPage,
  type LaunchSpec,
  LIS,
  type LtiPlatform as FakeLms,
  type ReceivedScore,
  type RosterMember,
  SCOPES,
  type ScorePost,
  startLtiPlatform as startFakeLms,
} from './lti-platform';
