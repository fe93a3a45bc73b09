/** What a person reads when a launch is refused. */
export const ltiMessages = {
  unknownIssuer: (iss: string) =>
    `This LMS (${iss}) is not registered with Placement. Ask your college to add it under Settings → LMS (LTI 1.3).`,
  unknownClient: 'This LMS is registered, but not with this client id or deployment.',
  foreignTarget: 'The LMS asked to open an address that is not Placement (target_link_uri).',
  missingToken: 'The LMS did not send a launch token (id_token and state are required).',
  unknownState: 'This launch was not started here or has expired. Open the activity from your LMS again.',
  replayed: 'This launch was already used (replayed nonce). Open the activity from your LMS again.',
  nonceMismatch: 'The launch token does not carry the nonce of this login (replayed nonce).',
  forged: 'The launch token is not signed by the registered LMS (signature check failed).',
  expired: 'The launch token has expired. Open the activity from your LMS again.',
  wrongAudience: 'The launch token was issued for another tool (wrong audience).',
  wrongIssuer: 'The launch token was issued by another LMS than the one that started the login (issuer).',
  wrongAzp: 'The launch token names several audiences, and its authorized party (azp) is not this tool.',
  wrongDeployment: (id: string) =>
    `The LMS deployment ${id} is not registered for this college (deployment of another college).`,
  badClaims: (what: string) => `The launch token is not a valid LTI 1.3 message: ${what}.`,
  notBound:
    'This LMS link is not bound to an assessment yet. Ask your instructor to pick one (deep linking).',
  assessmentClosed: 'The assessment bound to this link is not open for students.',
  instructorOnly: 'Only instructors and administrators may pick an assessment for this LMS.',
  handoffUsed: 'This sign-in link was already used or has expired. Open the activity from your LMS again.',
  clientTaken:
    'Another college has already registered this client id at this LMS. Register the tool in your LMS again to get a client id of your own; if the other registration should not exist, ask the platform administrator.',
  clientRegistered: 'This LMS and client id are already registered for your college.',
  platformNotFound: 'LMS registration not found',
  unknownKeySet: "No such key set: the public keyset URL is shown on the college's LMS settings page.",
  privateNetwork:
    'The LMS is on this machine or a private network, which this server does not reach. If it is your campus LMS, the server administrator can allow it (LMS_ALLOW_PRIVATE_NETWORK).',
  courseNotFound: 'No such LMS course links this assessment.',
  noRoster:
    "This course's LMS does not offer its roster (Names and Role Provisioning). Turn the service on for the tool in the LMS, then open the activity from the course once.",
  rosterWriteFailed:
    'The learners could not all be invited (a server error). Learners invited so far stay invited; sync again to invite the rest.',
  rosterSyncBusy: 'A roster sync of this course is under way. Wait for it to end, then sync again.',
  rosterSyncNotFound: 'No such roster sync of this assessment.',
  rosterInterrupted:
    'The roster sync stopped before its end because the server stopped or restarted. Learners invited so far stay invited; sync again to invite the rest.',
} as const;
