import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalAddress, outboundFetch, pointsInside, refusedAsInternal } from './outbound';

/** The production policy, for a server whose public name is this address. */
const publicOnly = (publicUrl = 'https://placement.example') => ({
  lmsAllowPrivateNetwork: false,
  publicUrl,
});

describe('isInternalAddress', () => {
  it('names this machine, private, link-local and reserved networks, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      // IPv4-compatible, NAT64 and 6to4 forms carry the IPv4 address they reach
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      // site-local, discard-only and documentation ranges
      'fec0::1',
      'feff::1',
      '100::1',
      '2001:db8::1',
    ])
      expect(isInternalAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
    ])
      expect(isInternalAddress(address), address).toBe(false);
  });
});

describe('outboundFetch', () => {
  let server: Server;
  let port: number;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++;
      response.end('{"keys":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('refuses this machine, by address and by name, before any byte is sent', async () => {
    const guarded = outboundFetch(publicOnly());
    for (const url of [
      `http://127.0.0.1:${port}/jwks`,
      `http://localhost:${port}/jwks`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
    ]) {
      const error = await guarded(url).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(refusedAsInternal(error)?.message, url).toMatch(/on this machine or a private network/);
    }
    expect(requests).toBe(0);
  });

  it('reaches it when private networks are allowed (a campus LMS)', async () => {
    const response = await outboundFetch({
      lmsAllowPrivateNetwork: true,
      publicUrl: 'https://placement.example',
    })(`http://127.0.0.1:${port}/jwks`);
    expect(await response.json()).toEqual({ keys: [] });
    expect(requests).toBe(1);
  });
});

describe('pointsInside', () => {
  it('refuses the server’s own public address, by address and by its public name', async () => {
    // 203.0.113.7 stands for the server's public address (a documentation range, so nothing is looked up)
    const policy = publicOnly('https://203.0.113.7');
    expect(await pointsInside('https://203.0.113.7/api/lti/jwks', policy)).toBe(true);
    expect(await pointsInside('https://203.0.113.8/jwks', policy)).toBe(false);
    // a name that resolves to where the server's own name does
    expect(await pointsInside('https://localhost/jwks', publicOnly('https://localhost'))).toBe(true);
    expect(await pointsInside('https://203.0.113.7/jwks', { ...policy, lmsAllowPrivateNetwork: true })).toBe(
      false,
    );
  });
});
