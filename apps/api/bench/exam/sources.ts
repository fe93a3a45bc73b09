/** The one address a campus shows the internet: every student behind its NAT comes from it. */
export const CAMPUS_ADDRESS = '127.0.0.2';

/**
 * The i-th address of its own, from 127.1.0.1 on (Linux routes all of 127.0.0.0/8 to lo, so any of them can
 * be a source). Last octets 0 and 255 are skipped: they look like network and broadcast addresses.
 */
export function ownAddress(index: number): string {
  const host = index % 254;
  const rest = Math.floor(index / 254);
  const b = 1 + Math.floor(rest / 256);
  if (b > 255) throw new Error(`no loopback address left for student ${index}`);
  return `127.${b}.${rest % 256}.${host + 1}`;
}

/** Source addresses of `count` students: the first `campusShare` of them behind the campus address. */
export function sourceAddresses(count: number, campusShare: number): string[] {
  if (!(campusShare >= 0 && campusShare <= 1)) throw new Error('--campus-share must be between 0 and 1');
  const campus = Math.round(count * campusShare);
  return Array.from({ length: count }, (_, i) => (i < campus ? CAMPUS_ADDRESS : ownAddress(i - campus)));
}
