import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwt } from './jwt';

const jwt = createJwt('a-secret-long-enough-for-hs256-tokens');
const claims = { sid: 'session-1', sub: 'user-1', role: 'student' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token made by hand, as an attacker would, signed with `secret` (or not at all). */
function forged(header: object, payload: object, secret?: string): string {
  const body = `${base64url(header)}.${base64url(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(body).digest('base64url') : '';
  return `${body}.${signature}`;
}

describe('session tokens', () => {
  it('verify to the claims they were signed with, again and again', async () => {
    const token = await jwt.sign(claims, inAnHour());
    expect(jwt.verify(token)).toEqual(claims);
    expect(jwt.verify(token)).toEqual(claims);
  });

  it('are refused once expired, even when verified before', async () => {
    const token = await jwt.sign(claims, new Date(Date.now() + 1_500));
    expect(jwt.verify(token)).toEqual(claims);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(jwt.verify(token)).toBeNull();
  });

  it('are refused when signed with another secret, altered, unsigned or of another algorithm', async () => {
    const token = await jwt.sign(claims, inAnHour());
    const other = await createJwt('another-secret-also-long-enough-here').sign(claims, inAnHour());
    const [header, , signature] = token.split('.');
    const exp = Math.floor(inAnHour().getTime() / 1000);
    const asAdmin = `${header}.${base64url({ ...claims, role: 'admin', exp })}.${signature}`;
    expect(jwt.verify(other)).toBeNull();
    expect(jwt.verify(asAdmin)).toBeNull();
    expect(jwt.verify(forged({ alg: 'none', typ: 'JWT' }, { ...claims, exp }))).toBeNull();
    expect(
      jwt.verify(
        forged({ alg: 'HS512', typ: 'JWT' }, { ...claims, exp }, 'a-secret-long-enough-for-hs256-tokens'),
      ),
    ).toBeNull();
    expect(jwt.verify('not a token')).toBeNull();
  });

  it('are refused without the claims a session needs', () => {
    const exp = Math.floor(inAnHour().getTime() / 1000);
    const secret = 'a-secret-long-enough-for-hs256-tokens';
    expect(
      jwt.verify(forged({ alg: 'HS256', typ: 'JWT' }, { sub: 'user-1', role: 'student', exp }, secret)),
    ).toBeNull();
    expect(jwt.verify(forged({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp }, secret))).toEqual(claims);
  });
});
