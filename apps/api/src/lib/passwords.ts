import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2): ~10 ms a hash on our machines.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified in place of a missing hash, so an unknown address costs as much as a wrong password.
let dummyHash: Promise<string> | null = null;
let verifications = 0;

/** How many hashes `checkPassword` has verified since start: one per call, whether the account exists or not. */
export const passwordVerifications = (): number => verifications;

/** Whether `password` matches `stored`; with no stored hash, a dummy one is verified and the answer is no. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('no account has this password');
  const against = stored ?? (await dummyHash);
  verifications++;
  try {
    return (await verify(against, password)) && stored !== null;
  } catch {
    return false;
  }
}
