// Text answers compressed like every other text (issue 35): JSON, text, JavaScript, XML and SVG the routes build are
// sent zstd-, brotli- or gzip-encoded as the request's Accept-Encoding allows (by its weights, then in that order:
// `textEncodings`), with `Vary: Accept-Encoding`.
// Answers under 1 KiB go as they are (compression would gain nothing a packet does not already carry); an answer
// that is already encoded (precompressed assets, rendered pages) and event streams (the live channel) are never
// touched. Read-cached answers (search, the estimate) are compressed once per cached body, not at every request:
// `sendJsonBytes`.
import type { Context, MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';

/**
 * The encodings the server compresses texts with as it answers, best first. zstd (RFC 8878, which Chromium and Firefox
 * ask for) compresses a page or an answer to the bytes of brotli's quality 3 in a third of its CPU: a listing page of
 * 119 KB to 25.4 KB in 0.31 ms against brotli's 25.1 KB in 1.0 ms, a search page of 241 KB to 26.7 KB in 0.39 ms
 * against 26.5 KB in 1.09 ms (issue 35: the server's CPU a page); a search answer of 24 KB to 3.9 KB in 0.054 ms at
 * level 1, where brotli's quality 1 gives 4.2 KB in 0.055 ms. Brotli for the browsers that do not ask for zstd
 * (Safari), then gzip.
 */
export const textEncodings = ['zstd', 'br', 'gzip'] as const;
export type TextEncoding = (typeof textEncodings)[number];

/** Answers smaller than this are sent as they are. */
export const compressAbove = 1024;

const compressibleType = /^(application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|text\/(?!event-stream)|image\/svg\+xml)/i;

/** Whether answers of this content type are compressed (never event streams, images other than SVG, PDFs...). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return compressibleType.test(contentType ?? '');
}

/**
 * The encodings a request accepts that the server makes, best first: by the request's weights (q; q=0 refuses an
 * encoding, none is 1), then in the server's order (`textEncodings`) between equal weights, as every browser sends
 * none. `*` stands for brotli and gzip, not zstd, which older clients that send it cannot decode: zstd only when named.
 */
export function acceptedEncodings(header: string | undefined | null): TextEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    // A weight that is not a number counts as 1, as if none were given.
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isNaN(weight) ? 1 : weight);
  }
  const weightOf = (e: TextEncoding) => weights.get(e) ?? (e === 'zstd' ? 0 : (weights.get('*') ?? 0));
  // A stable sort: equal weights keep the server's order.
  return textEncodings.filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * Brotli's parameters for a text of `size` bytes: its window no larger than the text (brotli's default of 4 MiB is
 * set up at every call, for nothing on a text of 25 KB: a search answer then compresses in 0.10 ms of CPU instead of
 * 0.14, to the same bytes).
 */
export function brotliParams(quality: number, size: number): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
    ),
  };
}

/**
 * Brotli's quality for texts over `quickUpTo`: 3. A listing page of 130 KB in 0.75 ms and 26.2 KB, where
 * quality 4 took 1.26 ms for 25.2 KB and quality 1 gave 10% more bytes.
 */
export const textBrotliQuality = 3;

/**
 * Texts up to this size (32 KiB) are compressed at brotli's quality 1 and zstd's level 1: even so they come to a few
 * KB (a search answer of 21 KB to 3.6 KB, where brotli's quality 3 gives 3.0), which the first round trip of a
 * connection carries either way (ten segments, about 14 KB), so the better ratio would save the visitor no time.
 * Quality 1 costs half the CPU: 54 against 112 µs for a search answer of 24 cards, 29 against 57 µs for one of 8;
 * zstd's level 1, 54 against 69 µs for 3.9 KB against 3.6 (brotli's quality 1: 4.2 KB).
 */
export const quickUpTo = 32 * 1024;

/** Brotli's quality for a text of `size` bytes. */
export const brotliQualityFor = (size: number) => (size <= quickUpTo ? 1 : textBrotliQuality);

/**
 * zstd's level for texts over `quickUpTo`: 3, its default (level 1 gave a listing page 6% more bytes for 0.1 ms less;
 * level 5 cost 3.7 times the CPU).
 */
export const textZstdLevel = 3;

/**
 * zstd's parameters for a text of `size` bytes: its level (`quickUpTo`, `textZstdLevel`). At these levels a frame's
 * window is the text's own size up to 512 KiB (level 1) or 2 MiB (level 3), and that much beyond: within the 8 MiB
 * HTTP's zstd allows (RFC 9659), which a higher level could pass.
 */
function zstdParams(size: number): Record<number, number> {
  return { [constants.ZSTD_c_compressionLevel]: size <= quickUpTo ? 1 : textZstdLevel };
}

/**
 * The encoded bytes: zstd (`zstdParams`), brotli (`brotliQualityFor`) or gzip at level 5 (about 0.09 ms for 85% on a
 * search answer), compressed in this thread. Through libuv's pool instead (zlib's callback API), a 130 KB listing page
 * cost three times the CPU (2.3 ms against 0.75, 0.8 ms of it system time) to spare the event loop 0.75 ms.
 */
export function encodeText(raw: Uint8Array, encoding: TextEncoding): Buffer {
  if (encoding === 'zstd') return zstdCompressSync(raw, { params: zstdParams(raw.length) });
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: brotliParams(brotliQualityFor(raw.length), raw.length) })
    : gzipSync(raw, { level: 5 });
}

/** A body as a request asks for it: encoded (`encodeText`), or as it is for `identity`. */
export const encodeBody = (plain: Buffer, encoding: TextEncoding | 'identity'): Buffer =>
  encoding === 'identity' ? plain : encodeText(plain, encoding);

const addVary = (headers: Headers) => {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
};

/**
 * Compresses the text answers of every route after it (see the top of this file). It reads only headers until it
 * compresses: touching a response's body turns @hono/node-server's answer from bytes written at once into a stream.
 * A route that answers with `Vary: Accept-Encoding` (sendJsonBytes) has chosen its encoding already.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const { headers } = res;
    if (headers.has('Content-Encoding') || /accept-encoding/i.test(headers.get('Vary') ?? '')) return;
    if (!isCompressible(headers.get('Content-Type')) || /no-transform/i.test(headers.get('Cache-Control') ?? '')) return;
    // The answer depends on Accept-Encoding from here on, whether this one is compressed or not (the headers of an
    // answer fetched from elsewhere cannot change: then it goes as it came).
    try {
      addVary(headers);
    } catch {
      return;
    }
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
    if (!encoding) return;
    // The routes build these answers whole: reading them costs a copy, not a wait.
    const raw = new Uint8Array(await res.arrayBuffer());
    if (raw.length < compressAbove) {
      c.res = new Response(raw as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(encodeText(raw, encoding) as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
    // Hono's setter copies the previous answer's headers onto the new one, and an answer built elsewhere (the OpenID
    // provider's, through oidc/node-bridge.ts) can hand out its headers afresh, its length with them: dropped again
    // here, or the client waits for bytes that never come.
    c.res.headers.delete('Content-Length');
  };
}

const encodedBodies = new WeakMap<Uint8Array, Partial<Record<TextEncoding, Uint8Array>>>();

/**
 * A JSON answer from bytes kept elsewhere (the read cache's): encoded for the request's Accept-Encoding once per
 * body and encoding (kept as long as the body is), so a cached answer costs no compression.
 */
export function sendJsonBytes(c: Context, body: Uint8Array, status: 200 = 200): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const encoding = body.length >= compressAbove ? acceptedEncodings(c.req.header('accept-encoding'))[0] : undefined;
  if (!encoding) return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  let encoded = encodedBodies.get(body);
  if (!encoded) encodedBodies.set(body, (encoded = {}));
  const bytes = (encoded[encoding] ??= encodeText(body, encoding));
  return c.body(bytes as Uint8Array<ArrayBuffer>, status, { ...headers, 'Content-Encoding': encoding });
}
