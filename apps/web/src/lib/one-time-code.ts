/** SPEC §5: digits only, else 'fail'; exactly 6, else 'invalid code'; null when the code may be sent. */
export function checkOneTimeCode(code: string): 'fail' | 'invalid code' | null {
  if (!/^[0-9]*$/.test(code)) return 'fail';
  if (code.length !== 6) return 'invalid code';
  return null;
}
