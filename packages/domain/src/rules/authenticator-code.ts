export const AUTHENTICATOR_CODE_LENGTH = 6;

export type AuthenticatorCodeCheck = 'ok' | 'fail' | 'invalid code';

/** The spec's check before a code is submitted: digits only, then exactly six of them. */
export const authenticatorCode = (code: string): AuthenticatorCodeCheck => {
  if (!/^[0-9]*$/.test(code)) return 'fail';
  return code.length === AUTHENTICATOR_CODE_LENGTH ? 'ok' : 'invalid code';
};
