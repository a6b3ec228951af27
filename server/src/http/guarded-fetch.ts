// The one way the server fetches a URL a user gave it (iCal feeds today; webhooks or image addresses tomorrow): never
// fetch() or http.get() directly. For each hop:
//  - only http and https, with a host;
//  - the name is resolved once (an IP literal in any spelling is read as the address it means, as WHATWG URL and
//    inet_aton read it: 2130706433, 0x7f.1, 0177.0.0.1, [::ffff:127.0.0.1]...), and every address it resolves to
//    must be public (addressProblem: no loopback, private, link-local, unique-local, shared CGNAT, unspecified,
//    multicast, documentation, benchmarking or reserved range, no IPv4-mapped, -compatible, NAT64, 6to4 or Teredo
//    form); one that is not refuses the fetch before any connection is made;
//  - the connection goes to exactly the address checked: the socket's lookup answers it, so a second DNS answer
//    (rebinding) is never asked for, while the Host header and TLS name (SNI, certificate check) stay the URL's;
//  - redirects are followed by hand, at most `maxRedirects`, each target checked again as above;
//  - one time limit covers the whole exchange, and the body is read up to `maxBytes` (larger: refused).
// Proxies from the environment are not used (node:http ignores them), and no cookies or credentials are sent.
import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

export type OutboundFailure = 'timeout' | 'tooLarge' | 'tooManyRedirects' | 'unreachable' | 'privateAddress';

export class OutboundFetchError extends Error {
  readonly reason: OutboundFailure;
  constructor(reason: OutboundFailure, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'OutboundFetchError';
    this.reason = reason;
  }
}

/** A host name's addresses (family 4 or 6). Tests inject their own; the default asks the system resolver once. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface GuardedFetchOptions {
  /** For the whole exchange, redirects included. */
  timeoutMs: number;
  /** The body's size limit (bytes): a larger body is refused (tooLarge). */
  maxBytes: number;
  maxRedirects: number;
  headers?: Record<string, string>;
  resolve?: Resolver;
  /**
   * Addresses (as resolved, canonical form: '127.0.0.1', '::1') this caller may reach although they are not public:
   * tests and journeys serve feeds from loopback. Never set in production (see host-module.ts).
   */
  allowAddresses?: ReadonlySet<string>;
}

export interface GuardedResponse {
  status: number;
  /** The URL that answered (after redirects). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// ---- Addresses ---------------------------------------------------------------------------------------------------

/** One part of an IPv4 literal as inet_aton reads it: 0x hex, leading-0 octal, else decimal. */
function ipv4Part(part: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return Number.parseInt(part, 8);
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return undefined;
}

/**
 * An IPv4 address in any spelling inet_aton and browsers accept (a.b.c.d, a.b.c, a.b, a; each part decimal, octal
 * or hex; a trailing dot), as four bytes; undefined when the text is not one.
 */
export function parseIPv4(text: string): [number, number, number, number] | undefined {
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values = parts.map(ipv4Part);
  if (values.some((v) => v === undefined || !Number.isFinite(v))) return undefined;
  const numbers = values as number[];
  const last = numbers.at(-1) as number;
  // The last part fills the bytes the others leave: a.b.c (c: 16 bits), a.b (b: 24 bits), a (32 bits).
  if (numbers.slice(0, -1).some((v) => v > 255) || last >= 2 ** (8 * (5 - numbers.length))) return undefined;
  let value = last;
  numbers.slice(0, -1).forEach((v, i) => {
    value += v * 2 ** (8 * (3 - i));
  });
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

/** An IPv6 address (brackets and a zone allowed) as eight 16-bit groups; undefined when the text is not one. */
export function parseIPv6(text: string): number[] | undefined {
  let s = text.replace(/^\[|\]$/g, '').toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIP(s) !== 6) return undefined;
  // An embedded dotted IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail) {
    const bytes = tail[1].split('.').map(Number);
    s = `${s.slice(0, tail.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, rest] = s.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const before = groups(head);
  const after = groups(rest);
  const fill = rest === undefined ? [] : new Array(8 - before.length - after.length).fill(0);
  const all = [...before, ...fill, ...after];
  return all.length === 8 ? all : undefined;
}

type Range = { base: bigint; bits: number; size: number; name: string };

const v4 = (cidr: string, name: string): Range => {
  const [address, bits] = cidr.split('/');
  const bytes = address.split('.').map(Number);
  return { base: BigInt(((bytes[0] << 24) >>> 0) + (bytes[1] << 16) + (bytes[2] << 8) + bytes[3]), bits: Number(bits), size: 32, name };
};
const v6 = (cidr: string, name: string): Range => {
  const [address, bits] = cidr.split('/');
  return { base: groupsToBigInt(parseIPv6(address) as number[]), bits: Number(bits), size: 128, name };
};
const groupsToBigInt = (groups: number[]) => groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
const inRange = (value: bigint, range: Range) => value >> BigInt(range.size - range.bits) === range.base >> BigInt(range.size - range.bits);

// Every IPv4 range that is not globally reachable (IANA special-purpose registry, RFC 6890 and successors).
const ipv4Ranges: Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared (CGNAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol assignments'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

// IPv6: only global unicast (2000::/3) can be public, and within it these ranges are not (or embed an IPv4 address
// whose reach they would hide). Everything outside 2000::/3 is refused: ::, ::1, IPv4-mapped ::ffff:0:0/96,
// IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, discard 100::/64, unique-local fc00::/7, link-local
// fe80::/10, site-local fec0::/10, multicast ff00::/8.
const ipv6GlobalUnicast = v6('2000::/3', 'global unicast');
const ipv6Ranges: Range[] = [
  v6('2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'),
  v6('2001:db8::/32', 'documentation'),
  v6('2002::/16', '6to4'),
  v6('3fff::/20', 'documentation'),
];

/** Why an address (an IP literal in any spelling) may not be fetched from, or undefined when it is public. */
export function addressProblem(address: string): string | undefined {
  const four = parseIPv4(address);
  if (four) {
    const value = BigInt(((four[0] << 24) >>> 0) + (four[1] << 16) + (four[2] << 8) + four[3]);
    if (value === 0xffffffffn) return 'broadcast';
    return ipv4Ranges.find((range) => inRange(value, range))?.name;
  }
  const six = parseIPv6(address);
  if (!six) return 'not an IP address';
  const value = groupsToBigInt(six);
  if (!inRange(value, ipv6GlobalUnicast)) {
    if (value === 1n) return 'loopback';
    if (value === 0n) return 'unspecified';
    if (value >> 32n === 0xffffn) return 'IPv4-mapped';
    if (value >> 32n === 0n) return 'IPv4-compatible';
    if (value >> 32n === 0x64ff9b0000000000000000n) return 'NAT64';
    return 'not global unicast';
  }
  return ipv6Ranges.find((range) => inRange(value, range))?.name;
}

/** The canonical text of an IP literal ('127.0.0.1', '::ffff:7f00:1'), or undefined for a host name. */
export function canonicalAddress(host: string): { address: string; family: 4 | 6 } | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  const four = parseIPv4(bare);
  if (four) return { address: four.join('.'), family: 4 };
  const six = parseIPv6(bare);
  if (!six) return undefined;
  // Node's own text for it (compressed, lower case).
  return { address: new URL(`http://[${six.map((g) => g.toString(16)).join(':')}]/`).hostname.slice(1, -1), family: 6 };
}

/** The one address this hop connects to: the host resolved once, every answer checked. Throws OutboundFetchError. */
async function checkedAddress(host: string, resolve: Resolver, allow: ReadonlySet<string>): Promise<{ address: string; family: 4 | 6 }> {
  const literal = canonicalAddress(host);
  let answers: { address: string; family: 4 | 6 }[];
  if (literal) answers = [literal];
  else {
    const found = await resolve(host).catch(() => []);
    answers = found.flatMap((entry) => {
      const canonical = canonicalAddress(entry.address);
      return canonical ? [canonical] : [];
    });
    if (answers.length === 0) throw new OutboundFetchError('unreachable', `${host} does not resolve`);
  }
  // Every answer must be public: a name that resolves to a public and a private address is refused too.
  for (const answer of answers) {
    const problem = addressProblem(answer.address);
    if (problem && !allow.has(answer.address)) throw new OutboundFetchError('privateAddress', `${host} -> ${answer.address} (${problem})`);
  }
  return answers[0];
}

// ---- The exchange ------------------------------------------------------------------------------------------------

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** GETs `address` as described above. Never throws anything but OutboundFetchError. */
export async function guardedFetch(address: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const resolve = options.resolve ?? systemResolver;
  const allow = options.allowAddresses ?? new Set<string>();
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundFetchError('unreachable', 'not a URL');
  }
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundFetchError('unreachable', `scheme ${url.protocol}`);
    if (!url.hostname) throw new OutboundFetchError('unreachable', 'no host');
    if (url.username || url.password) throw new OutboundFetchError('unreachable', 'credentials in the URL');
    const target = await withDeadline(checkedAddress(url.hostname, resolve, allow), deadline);
    const response = await exchange(url, target, options, deadline);
    if (redirectStatuses.has(response.status)) {
      const location = response.headers.location;
      if (!location) throw new OutboundFetchError('unreachable', 'a redirect without Location');
      try {
        url = new URL(location, url);
      } catch {
        throw new OutboundFetchError('unreachable', 'a redirect to no URL');
      }
      continue;
    }
    return response;
  }
  throw new OutboundFetchError('tooManyRedirects');
}

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OutboundFetchError('timeout')), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** One request to exactly `target`; redirects come back unread (no body), other answers with their body. */
function exchange(
  url: URL,
  target: { address: string; family: 4 | 6 },
  options: GuardedFetchOptions,
  deadline: number,
): Promise<GuardedResponse> {
  return new Promise<GuardedResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundFetchError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    // The socket's only lookup: the address already checked, whatever the resolver would say now.
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const secure = url.protocol === 'https:';
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      host: bare,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      family: target.family,
      lookup: pinned,
      // A fresh socket each time: a pooled one may have been opened for another address.
      agent: false,
      headers: { ...options.headers, Host: url.host, Connection: 'close' },
      // TLS names the URL's host (SNI and certificate check), never the address (IP literals send no SNI).
      ...(secure ? { servername: isIP(bare) ? undefined : bare } : {}),
    });
    const timer = setTimeout(() => fail(new OutboundFetchError('timeout')), Math.max(0, deadline - Date.now()));
    request.on('error', () => fail(new OutboundFetchError('unreachable', `${url.host} did not answer`)));
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      // A body cut short (destroyed below, or by the server) reports here, never as an uncaught error.
      response.on('error', () => fail(new OutboundFetchError('unreachable', 'the answer broke off')));
      const done = (body: Buffer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, url: url.toString(), headers: response.headers, body });
      };
      if (redirectStatuses.has(status) || status < 200 || status >= 300) {
        response.resume();
        request.destroy();
        return done(Buffer.alloc(0));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) return fail(new OutboundFetchError('tooLarge'));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(new OutboundFetchError('tooLarge'));
        chunks.push(chunk);
      });
      response.on('end', () => done(Buffer.concat(chunks)));
    });
    request.end();
  });
}
