// User-given URLs cannot reach inside (issue 36): every spelling of a loopback, private or otherwise non-public
// address, and a name that resolves to one, is refused before any connection; a redirect is checked again; the
// connection goes to the address checked (a second DNS answer is never asked for), with the URL's Host. A real server
// on loopback counts the connections it gets: none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressProblem, guardedFetch, OutboundFetchError, parseIPv4, type Resolver } from '../../src/http/guarded-fetch.ts';
import { createHostWithRv, jsonInit } from '../booking/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

describe('which addresses are public', () => {
  it.each([
    // IPv4 in every range that is not globally reachable
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.1', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.10', 'documentation'],
    ['192.168.1.10', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv4 spelled as inet_aton and browsers read it
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['127.1', 'loopback'],
    ['127.0.1', 'loopback'],
    ['0', 'unspecified'],
    ['012.1.2.3', 'private'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::127.0.0.1', 'NAT64'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['64:ff9b:1::10.0.0.1', 'not global unicast'],
    ['fc00::1', 'not global unicast'],
    ['fd12:3456::1', 'not global unicast'],
    ['fe80::1', 'not global unicast'],
    ['fe80::1%eth0', 'not global unicast'],
    ['fec0::1', 'not global unicast'],
    ['ff02::1', 'not global unicast'],
    ['100::1', 'not global unicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
    ['2001:2::1', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
    ['2002:7f00:1::1', '6to4'],
    ['3fff::1', 'documentation'],
  ])('%s is not public (%s)', (address, problem) => {
    expect(addressProblem(address)).toBe(problem);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '198.20.0.1', '192.169.0.1', '2607:f8b0:4004:800::200e', '2a00:1450::1'])(
    '%s is public',
    (address) => {
      expect(addressProblem(address)).toBeUndefined();
    },
  );

  it('reads IPv4 in every spelling, and only IPv4', () => {
    expect(parseIPv4('0x7f.0.0.1')).toEqual([127, 0, 0, 1]);
    expect(parseIPv4('127.0.0.1.')).toEqual([127, 0, 0, 1]);
    expect(parseIPv4('4294967295')).toEqual([255, 255, 255, 255]);
    expect(parseIPv4('4294967296')).toBeUndefined();
    expect(parseIPv4('256.0.0.1')).toBeUndefined();
    expect(parseIPv4('08.0.0.1')).toBeUndefined();
    expect(parseIPv4('calendar.example.com')).toBeUndefined();
    expect(parseIPv4('1.2.3.4.5')).toBeUndefined();
  });
});

describe('fetching from a server on loopback', () => {
  let server: Server;
  let port = 0;
  const seen: string[] = [];
  let connections = 0;
  const options = { timeoutMs: 2000, maxBytes: 1000, maxRedirects: 3 };
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.headers.host} ${req.url}`);
      if (req.url?.startsWith('/to/')) {
        res.writeHead(302, { Location: decodeURIComponent(req.url.slice(4)) });
        return res.end();
      }
      if (req.url === '/big') {
        res.writeHead(200);
        return res.end('x'.repeat(5000));
      }
      if (req.url === '/slow') return; // never answers
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end('BEGIN:VCALENDAR');
    });
    server.on('connection', (socket: Socket) => {
      connections += 1;
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = async (url: string, resolve?: Resolver, allow?: string[]) => {
    try {
      await guardedFetch(url, { ...options, resolve, allowAddresses: allow ? new Set(allow) : undefined });
      return 'fetched';
    } catch (error) {
      return error instanceof OutboundFetchError ? error.reason : `threw ${String(error)}`;
    }
  };

  it('refuses every spelling of loopback, unspecified and mapped forms: the server gets no connection', async () => {
    const spellings = [
      '127.0.0.1',
      '127.1',
      '127.0.1',
      '2130706433',
      '0x7f000001',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '017700000001',
      '0.0.0.0',
      '0',
      '[::1]',
      '[::]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      'localhost',
    ];
    const before = connections;
    const answers: Record<string, string> = {};
    for (const host of spellings) answers[host] = await refusal(`http://${host}:${port}/feed.ics`);
    expect(answers).toEqual(Object.fromEntries(spellings.map((host) => [host, 'privateAddress'])));
    expect(connections - before).toBe(0);
  });

  it('refuses a name that resolves to loopback, or to a public address and a private one', async () => {
    const before = connections;
    const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ];
    expect(await refusal(`http://calendar.example.test:${port}/feed.ics`, toLoopback)).toBe('privateAddress');
    expect(await refusal(`https://calendar.example.test:${port}/feed.ics`, toLoopback)).toBe('privateAddress');
    expect(await refusal(`http://calendar.example.test:${port}/feed.ics`, mixed)).toBe('privateAddress');
    expect(connections - before).toBe(0);
  });

  it('checks every redirect again: an allowed address may not send the fetch to another one', async () => {
    const before = seen.length;
    const allowOnly = ['127.0.0.1'];
    for (const target of [
      `http://[::ffff:127.0.0.1]:${port}/secret`,
      `http://0.0.0.0:${port}/secret`,
      `http://[::1]:${port}/secret`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect(await refusal(`http://127.0.0.1:${port}/to/${encodeURIComponent(target)}`, undefined, allowOnly)).toBe('privateAddress');
    }
    // The first hop was allowed (and asked for); no hop ever reached /secret.
    expect(seen.slice(before).every((line) => !line.includes('/secret'))).toBe(true);
    expect(seen.length - before).toBe(4);
    expect(await refusal(`http://127.0.0.1:${port}/to/${encodeURIComponent('file:///etc/passwd')}`, undefined, allowOnly)).toBe(
      'unreachable',
    );
  });

  it('connects to the address it checked, resolved once, with the URL’s Host (no rebinding)', async () => {
    const asked: string[] = [];
    // A rebinding resolver: the checked answer first, then an internal one for anyone who asks again.
    const rebinding: Resolver = async (name) => {
      asked.push(name);
      return [{ address: asked.length === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const response = await guardedFetch(`http://calendar.example.test:${port}/feed.ics`, {
      ...options,
      resolve: rebinding,
      allowAddresses: new Set(['127.0.0.1']),
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('BEGIN:VCALENDAR');
    expect(asked).toEqual(['calendar.example.test']);
    expect(seen.at(-1)).toBe(`calendar.example.test:${port} /feed.ics`);
  });

  it('bounds the size, the time and the redirects', async () => {
    const allow = ['127.0.0.1'];
    expect(await refusal(`http://127.0.0.1:${port}/big`, undefined, allow)).toBe('tooLarge');
    const started = Date.now();
    expect(await refusal(`http://127.0.0.1:${port}/slow`, undefined, allow)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4000);
    const hop = (n: number): string =>
      n === 0 ? `http://127.0.0.1:${port}/feed.ics` : `http://127.0.0.1:${port}/to/${encodeURIComponent(hop(n - 1))}`;
    expect(await refusal(hop(3), undefined, allow)).toBe('fetched');
    expect(await refusal(hop(4), undefined, allow)).toBe('tooManyRedirects');
    expect(await refusal('ftp://example.com/feed.ics')).toBe('unreachable');
    expect(await refusal(`http://user:pw@127.0.0.1:${port}/feed.ics`, undefined, allow)).toBe('unreachable');
  });

  describe('a calendar import through the API (production rules: loopback not allowed)', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext({ seed: 'none', config: { outboundAllow: [] } });
    });
    afterAll(() => t?.close());

    it('answers 422 ICAL_PRIVATE_ADDRESS in the host’s language for each spelling, and connects to nothing', async () => {
      const { host, listing } = await createHostWithRv(t.db);
      const before = connections;
      for (const spelling of [
        `127.0.0.1:${port}`,
        `[::ffff:127.0.0.1]:${port}`,
        `2130706433:${port}`,
        `0x7f.1:${port}`,
        `localhost:${port}`,
        `[::ffff:7f00:1]:${port}`,
      ]) {
        const res = await t.json<{ StatusMessage: string; Message: string }>(
          `/api/hosts/calendar/${listing.id}/feeds`,
          jsonInit('POST', { Name: 'Inside', Url: `http://${spelling}/feed.ics` }, { ...host.headers, 'Accept-Language': 'fr' }),
        );
        expect([spelling, res.status, res.body.StatusMessage]).toEqual([spelling, 422, 'ICAL_PRIVATE_ADDRESS']);
        expect(res.body.Message).toBe('Cette adresse mène à un réseau privé : donnez l’adresse publique du calendrier.');
      }
      expect(connections - before).toBe(0);
      const feeds = await t.db.selectFrom('ical_feeds').select('id').where('listing_id', '=', listing.id).execute();
      expect(feeds).toEqual([]);
    });
  });
});
