/** User-facing strings of SPEC.md, spelled exactly once. */
export const messages = {
  tokenBlacklisted: 'Token is blacklisted. Please login again',
  loginRequired: 'Please login to access this resource',
  forbidden: 'You are not allowed to access this resource',
  secondFactorRequired: 'Complete the second factor to continue',
  invalidCredentials: 'Invalid Email or Password',
  collegeRejected: 'Your college was not approved on Placement. Please contact your college.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleWrongApp:
    'This Google sign-in was not made for Placement. Please sign in with Google again from Placement.',
  googleEmailUnverified: 'Your Google address is not verified. Please verify it with Google, then try again.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  registrationFailed: 'Registration failed',
  verified: 'verified',
  invalidToken: 'invalid token',
  authSwitched: {
    otp: 'authentication switched to text message',
    qr: 'authentication switched to auth-app',
    default: 'authentication switched to default',
  },
  textSignInUnavailable:
    'Text-message sign-in is not available on this server. Please use the authenticator app or contact your administrator.',
  resetLinkSent: 'Password reset link has been sent to your email...',
  invalidEmail: 'Invalid Email',
  passwordChanged: 'Password changed successfully!',
  passwordResetFailed: 'Password reset failed. Please try again.',
  passwordUpdated: 'Password Updated',
  passwordsMatch: 'Passwords match!',
  passwordsDoNotMatch: 'Passwords do not match.',
  somethingWrong: 'Something went wrong. Please try again.',
  authTokenNotFound: 'Auth token not found',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  testNotStarted: 'The test has not started yet. Please wait until the start time.',
  testEnded: 'The test has ended. You can no longer attempt it.',
  testStarted: 'Test started successfully',
  testSubmitted: 'Your test has been successfully submitted.',
  /** the end screen after an end the student did not choose: the heading, then why (by the attempt's endReason) */
  testEndedForYou: 'Your test was ended.',
  testEndReasons: {
    time_up: 'The time for the test ran out.',
    tab_switches: 'You switched tabs more often than the test allows.',
    fullscreen_exit: 'You left fullscreen.',
    connection_lost: 'The connection to the server was lost.',
    camera_disconnected: 'The camera was disconnected.',
    left_page: 'You left the test page.',
    audio_limit: 'Too much noise was detected around you.',
  } as Record<string, string>,
  testEndedAnswersKept: 'Your answers up to that point have been submitted.',
  noAttemptsLeft: 'You have used all your attempts for this test.',
  notInvited: 'You are not invited to this test.',
  attemptOver: 'This attempt has ended.',
  timesUp: "Time's up!",
  tabSwitchWarning: 'You are not allowed to switch tabs',
  tabSwitchLimit: (times: number) => `You have switched tabs ${times} times. Ending the test.`,
  audioWarning: 'Too much noise around you. Please keep your surroundings quiet.',
  audioLimit: 'Too much noise was detected. Ending the test.',
  selectAnswer: 'Please select an answer',
  /** an mcq is saved only with its key chosen by the author (never a pre-selected option 1) */
  mcqKeyMissing: 'Choose the correct option before saving the question.',
  /** a coding question's custom checker (SPEC's checkers, apps/judge/README.md) */
  customCheckerLanguage: "Choose the custom checker's language: Python, C, Cpp, Java or JavaScript.",
  customCheckerCode: 'Write the custom checker program before saving the question.',
  compileFailed: 'Could not compile code. Please try again',
} as const;

/** User-facing strings of the student portal, spelled once. */
export const portalMessages = {
  collegeRequired: 'Jobs, Companies and Inbox are available only to students of a college',
  entityTooLarge: 'request entity too large',
  filesNotSelected: 'files not selected',
  mailSent: 'Mail sent successfully',
  mailError: 'Error sending mail',
  profileUpdated: 'Profile updated',
  unsupportedFile: 'Unsupported file type',
  malformedUpload: 'Malformed upload',
} as const;

export const portalIIMessages = {
  awaitingApproval: 'Your organisation is waiting for approval',
  organisationRejected: 'Your organisation was not approved. Please contact support.',
  signedUp: 'Thank you for signing up. You can log in once an admin approves your organisation.',
  qrInvalid: 'This QR code is invalid or has expired. Ask the student to refresh it.',
  qrReplayed: 'This QR code has already been used. Ask the student to refresh it.',
  otherCollegeStudent: 'This student is not a student of your college',
  markedPresent: 'Marked present',
  alreadyPresent: 'Already marked present today',
} as const;
