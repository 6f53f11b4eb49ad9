import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPicture, guardedLookup, NOT_DOWNLOADED, PictureError, type Resolver } from './picture-fetch';
import { isPrivateAddress } from './public-address';

/*
 * No traffic leaves loopback here: names are resolved by the tests' own resolvers, and a public answer is only
 * ever handed to guardedLookup (which resolves, never connects).
 */

const PUBLIC = [
  '8.8.8.8',
  '93.184.216.34',
  '1.1.1.1',
  '200.3.249.1',
  '2606:2800:220:1:248:1893:25c8:1946',
  '2001:4860:4860::8888',
  '2800:a4::1',
];

// One address inside each refused range (IANA special-purpose registries, plus NAT64/6to4/site-local, issue 26 point 12).
const PRIVATE = [
  '0.0.0.0',
  '10.1.2.3',
  '100.64.0.1',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '::127.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:8.8.8.8',
  '::ffff:0:a00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::808:808',
  '64:ff9b:1::1',
  '100::1',
  '2001::1',
  '2001:db8::1',
  '2002:7f00:1::1',
  '2002:808:808::1',
  '3fff::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fec0::1',
  'ff02::1',
];

describe('isPrivateAddress', () => {
  it('lets public IPv4 and IPv6 addresses through (BlockList matched every IPv4 against ::ffff:0:0/96)', () => {
    for (const address of PUBLIC) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses every private, reserved and IPv4-tunnelling range, and anything that is not an address', () => {
    for (const address of PRIVATE) expect(isPrivateAddress(address), address).toBe(true);
    for (const spelled of ['0:0:0:0:0:0:0:1', '0000::0001', 'FE80::1', '::FFFF:7F00:1'])
      expect(isPrivateAddress(spelled), spelled).toBe(true);
    for (const junk of ['', 'localhost', '127.1', '0x7f000001', '2130706433'])
      expect(isPrivateAddress(junk), junk).toBe(true);
    // Just past each edge stays public.
    for (const edge of [
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '223.255.255.255',
      '2003::1',
      'fbff::1',
      'ff00::'.replace('ff00', 'feff') + '1',
    ])
      expect(isPrivateAddress(edge), edge).toBe(edge.startsWith('feff'));
  });
});

const lookupOnce = (resolve: Resolver, all: boolean) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((done) =>
    guardedLookup(resolve)('pictures.example', { all }, (error, address, family) =>
      done({ error, address, family }),
    ),
  );

describe('guardedLookup (the connection’s own name resolution)', () => {
  it('hands a public IPv4 and a public IPv6 answer to the connection, in the shape asked for', async () => {
    const v4: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];
    const v6: Resolver = async () => [{ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }];
    expect(await lookupOnce(v4, false)).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect(await lookupOnce(v6, true)).toEqual({
      error: null,
      address: [{ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 }],
      family: undefined,
    });
  });

  it('refuses the connection when any answer is private', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const refused = await lookupOnce(mixed, true);
    expect(refused.error).toBeInstanceOf(PictureError);
    expect(refused.error?.cause).toBe('address not public');
  });
});

describe('fetchPicture', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === '/hop') res.writeHead(302, { location: `http://127.0.0.1:${port}/ok.png` }).end();
      else if (req.url === '/ok.png') res.writeHead(200, { 'content-type': 'image/png' }).end('png');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PictureError);
    expect((error as PictureError).message).toBe(NOT_DOWNLOADED);
    return (error as PictureError).cause;
  };

  it('refuses a rebinding name at connect: public for the check, 127.0.0.1 for the connection', async () => {
    let calls = 0;
    const rebinding: Resolver = async () =>
      ++calls === 1 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    seen.length = 0;
    const cause = await failure(
      fetchPicture(`http://rebind.example:${port}/ok.png`, { resolve: rebinding, timeoutMs: 3000 }),
    );
    expect(calls).toBe(2);
    expect(String(cause)).toContain('address not public');
    expect(seen).toEqual([]);
  });

  it('refuses private literals and private names before any connection, and redirects to them', async () => {
    seen.length = 0;
    const local: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await failure(fetchPicture(`http://127.0.0.1:${port}/ok.png`))).toBe('address not public');
    expect(await failure(fetchPicture(`http://[::ffff:127.0.0.1]:${port}/ok.png`))).toBe(
      'address not public',
    );
    expect(await failure(fetchPicture('http://[64:ff9b::7f00:1]/x.png'))).toBe('address not public');
    expect(await failure(fetchPicture('http://[2002:7f00:1::1]/x.png'))).toBe('address not public');
    expect(await failure(fetchPicture('http://169.254.169.254/latest/meta-data'))).toBe('address not public');
    expect(await failure(fetchPicture(`http://pictures.example:${port}/ok.png`, { resolve: local }))).toBe(
      'address not public',
    );
    expect(seen).toEqual([]);
  });

  it('tells the manager one reason for a missing file, a refused port and a private address alike', async () => {
    const causes = [
      await failure(fetchPicture(`http://127.0.0.1:${port}/missing.png`, { allowPrivate: true })),
      await failure(fetchPicture('http://127.0.0.1:9/x.png', { allowPrivate: true, timeoutMs: 3000 })),
      await failure(fetchPicture('http://10.0.0.1/x.png')),
    ];
    expect(causes[0]).toBe('HTTP 404');
    expect(String(causes[1])).toMatch(/^unreachable/);
  });

  it('still fetches when a test allows loopback, following a redirect', async () => {
    expect((await fetchPicture(`http://127.0.0.1:${port}/hop`, { allowPrivate: true })).toString()).toBe(
      'png',
    );
  });
});
