/** What the sign-in, registration and password pages and every request's errors say (SPEC.md's words). */
export const authMessages = {
  tokenBlacklisted: 'Token is blacklisted. Please login again',
  loginRequired: 'Please login to access this resource',
  eventTicketInvalid: 'This events ticket is invalid or has expired',
  eventTicketUsed: 'This events ticket has already been used. Ask for a new one to connect again.',
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
  databaseUnavailable: 'Placement is briefly unavailable. Please try again in a few seconds.',
  authTokenNotFound: 'Auth token not found',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** the same words whether the password was right or not, so they tell a guesser nothing */
  signInCodeRequired:
    'For your safety, this sign-in needs a code as well. If your password is right, we have e-mailed a 6-digit code to you: enter it below with your password. No mail within a few minutes? Check your password and try again.',
  signInCodeWrong:
    'That code or password is not right. Enter the newest code we e-mailed you with your password, or sign in again for a new code.',
} as const;
