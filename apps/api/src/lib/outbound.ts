import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as resolve } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/** A URL's hostname without the brackets of an IPv6 literal. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

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
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address as its eight 16-bit words (a trailing dotted IPv4 included); null if it is not one. */
function ipv6Words(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = text.slice(0, -dotted.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (words: string) => (words ? words.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const high = part(head);
  const low = part(tail ?? '');
  return [...high, ...Array(8 - high.length - low.length).fill(0), ...low];
}

const dottedQuad = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it: IPv4-mapped (::ffff:0:0/96),
 * IPv4-compatible (::/96), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48) and 6to4 (2002::/16).
 */
function embeddedIpv4(address: string): string | null {
  const w = ipv6Words(address);
  if (!w) return null;
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && (w[5] === 0xffff || w[5] === 0) && !(w[5] === 0 && w[6] === 0))
    return dottedQuad(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x64 && w[1] === 0xff9b && (zeros(2, 6) || w[2] === 1))
    return dottedQuad(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x2002) return dottedQuad(w[1] ?? 0, w[2] ?? 0);
  return null;
}

export function isInternalAddress(address: string): boolean {
  // an IPv6 address that carries an IPv4 address (in any of the forms that reach it) is that IPv4 address
  const carried = embeddedIpv4(address);
  if (carried) return internal.check(carried, 'ipv4');
  const family = isIP(address);
  return family === 0 || internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** One address in one spelling, for comparing: IPv4 as dotted quad, IPv6 as its words. */
const canonical = (address: string) => embeddedIpv4(address) ?? ipv6Words(address)?.join(':') ?? address;

let self: { publicUrl: string; until: number; addresses: Promise<Set<string>> } | undefined;

/**
 * This server's own addresses: its interfaces' and those its public name (PUBLIC_URL) resolves to, so that a
 * college cannot point us at ourselves through our public address. Looked up again after a minute.
 */
function ownAddresses(publicUrl: string): Promise<Set<string>> {
  if (self?.publicUrl === publicUrl && self.until > Date.now()) return self.addresses;
  const host = bareHost(new URL(publicUrl).hostname);
  const addresses = (async () => {
    const found = Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .map((entry) => entry.address);
    if (isIP(host)) found.push(host);
    else
      found.push(
        ...(await resolve(host, { all: true }).catch((): LookupAddress[] => [])).map((a) => a.address),
      );
    return new Set(found.map(canonical));
  })();
  self = { publicUrl, until: Date.now() + 60_000, addresses };
  return addresses;
}

async function refused(address: string, publicUrl: string): Promise<boolean> {
  return isInternalAddress(address) || (await ownAddresses(publicUrl)).has(canonical(address));
}

export class InternalAddressError extends Error {
  constructor(readonly host: string) {
    super(
      `${host} is on this machine or a private network, or is this server, which this server does not reach`,
    );
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails for a name that resolves to an internal address or to this server. */
function publicLookup(publicUrl: string) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      Promise.all(addresses.map((entry) => refused(entry.address, publicUrl))).then(
        (verdicts) => {
          if (verdicts.some(Boolean)) return callback(new InternalAddressError(hostname), []);
          if (options.all) return callback(null, addresses);
          const [first] = addresses;
          callback(null, first?.address ?? '', first?.family);
        },
        (failure: Error) => callback(failure, []),
      );
    });
  };
}

/**
 * fetch for addresses from outside (a college's LMS). Every connection, redirects included, is checked where
 * it is made: a name is resolved once and refused if any of its addresses is internal, so a DNS answer cannot
 * change between the check and the connection.
 */
function publicOnlyFetch(publicUrl: string): typeof fetch {
  const connect = buildConnector({ lookup: publicLookup(publicUrl) });
  const agent = new Agent({
    connect: (options, callback) => {
      const host = bareHost(options.hostname);
      if (!isIP(host)) return connect(options, callback);
      refused(host, publicUrl).then(
        (no) => {
          if (no) return callback(new InternalAddressError(host), null);
          connect(options, callback);
        },
        (failure: Error) => callback(failure, null),
      );
    },
  });
  return ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    undiciFetch(input as never, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;
}

/** Where the server may connect for a college: any address, or public ones that are not this server's. */
export interface OutboundPolicy {
  lmsAllowPrivateNetwork: boolean;
  publicUrl: string;
}

/**
 * Whether a URL's host is, or now resolves to, an internal address or this server: for a clear refusal when
 * the address is entered. A name that does not resolve passes; the connection is checked again when made.
 */
export async function pointsInside(url: string, policy: OutboundPolicy): Promise<boolean> {
  if (policy.lmsAllowPrivateNetwork) return false;
  const host = bareHost(new URL(url).hostname);
  const addresses = isIP(host)
    ? [host]
    : (await resolve(host, { all: true }).catch((): LookupAddress[] => [])).map((entry) => entry.address);
  const verdicts = await Promise.all(addresses.map((address) => refused(address, policy.publicUrl)));
  return verdicts.some(Boolean);
}

const guarded = new Map<string, typeof fetch>();

/** The fetch for a college-named host: any address when private networks are allowed, public ones otherwise. */
export function outboundFetch(policy: OutboundPolicy): typeof fetch {
  if (policy.lmsAllowPrivateNetwork) return fetch;
  let found = guarded.get(policy.publicUrl);
  if (!found) {
    found = publicOnlyFetch(policy.publicUrl);
    guarded.set(policy.publicUrl, found);
  }
  return found;
}

/** Whether a failed fetch was refused for an internal address (the cause sits under undici's TypeError). */
export function refusedAsInternal(error: unknown): InternalAddressError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof InternalAddressError) return cause;
  }
  return null;
}
