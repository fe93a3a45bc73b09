import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as resolve } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * Addresses a request to a host that a college names (its LMS) must not reach: this machine, the private
 * networks, link-local (cloud metadata at 169.254.169.254), shared and reserved ranges, multicast.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  // an IPv4 address written as IPv6 (::ffff:a.b.c.d, also in hex) is that IPv4 address
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped) {
    if (isIP(mapped) === 4) return internal.check(mapped, 'ipv4');
    const [high = '', low = ''] = mapped.split(':');
    const word = (Number.parseInt(high, 16) << 16) | Number.parseInt(low, 16);
    return internal.check([24, 16, 8, 0].map((shift) => (word >>> shift) & 255).join('.'), 'ipv4');
  }
  const family = isIP(address);
  return family === 0 || internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's hostname without the brackets of an IPv6 literal. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

export class InternalAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is on this machine or a private network, which this server does not reach`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails for a name that resolves to an internal address. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.some((entry) => isInternalAddress(entry.address)))
      return callback(new InternalAddressError(hostname), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first?.address ?? '', first?.family);
  });
}

/**
 * fetch for addresses from outside (a college's LMS). Every connection, redirects included, is checked where
 * it is made: a name is resolved once and refused if any of its addresses is internal, so a DNS answer cannot
 * change between the check and the connection.
 */
function publicOnlyFetch(): typeof fetch {
  const connect = buildConnector({ lookup: publicLookup });
  const agent = new Agent({
    connect: (options, callback) => {
      const host = bareHost(options.hostname);
      if (isIP(host) && isInternalAddress(host)) return callback(new InternalAddressError(host), null);
      return connect(options, callback);
    },
  });
  return ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    undiciFetch(input as never, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;
}

/**
 * Whether a URL's host is, or now resolves to, an internal address: for a clear refusal when the address is
 * entered. A name that does not resolve passes; the connection is checked again when it is made.
 */
export async function pointsInside(url: string): Promise<boolean> {
  const host = bareHost(new URL(url).hostname);
  if (isIP(host)) return isInternalAddress(host);
  const addresses = await resolve(host, { all: true }).catch((): LookupAddress[] => []);
  return addresses.some((entry) => isInternalAddress(entry.address));
}

let guarded: typeof fetch | undefined;

/** The fetch for a college-named host: any address when private networks are allowed, public ones otherwise. */
export function outboundFetch(allowPrivateNetwork: boolean): typeof fetch {
  if (allowPrivateNetwork) return fetch;
  guarded ??= publicOnlyFetch();
  return guarded;
}

/** Whether a failed fetch was refused for an internal address (the cause sits under undici's TypeError). */
export function refusedAsInternal(error: unknown): InternalAddressError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof InternalAddressError) return cause;
  }
  return null;
}
