// Text answers compressed like every other text (issue 35): JSON, text, JavaScript, XML and SVG the routes build are
// sent brotli- or gzip-encoded as the request's Accept-Encoding allows (brotli first), with `Vary: Accept-Encoding`.
// Answers under 1 KiB go as they are (compression would gain nothing a packet does not already carry); an answer
// that is already encoded (precompressed assets, rendered pages) and event streams (the live channel) are never
// touched. Read-cached answers (search, the estimate) are compressed once per cached body, not at every request:
// `sendJsonBytes`.
import type { Context, MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are. */
export const compressAbove = 1024;

const compressibleType = /^(application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|text\/(?!event-stream)|image\/svg\+xml)/i;

/** Whether answers of this content type are compressed (never event streams, images other than SVG, PDFs...). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return compressibleType.test(contentType ?? '');
}

/** The encodings a request accepts that the server makes, best first: brotli, then gzip (q=0 refuses an encoding). */
export function acceptedEncodings(header: string | undefined | null): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
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
 * Brotli's quality for texts over `quickBrotliUpTo`: 3. A listing page of 130 KB in 0.75 ms and 26.2 KB, where
 * quality 4 took 1.26 ms for 25.2 KB and quality 1 gave 10% more bytes.
 */
export const textBrotliQuality = 3;

/**
 * Texts up to this size (32 KiB) are compressed at brotli's quality 1: even so they come to a few KB (a search
 * answer of 21 KB to 3.6 KB, where quality 3 gives 3.0), which the first round trip of a connection carries either
 * way (ten segments, about 14 KB), so the better ratio would save the visitor no time. Quality 1 costs half the CPU:
 * 54 against 112 µs for a search answer of 24 cards, 29 against 57 µs for one of 8.
 */
export const quickBrotliUpTo = 32 * 1024;

/** Brotli's quality for a text of `size` bytes. */
export const brotliQualityFor = (size: number) => (size <= quickBrotliUpTo ? 1 : textBrotliQuality);

/**
 * The encoded bytes: brotli (`brotliQualityFor`) or gzip at level 5 (about 0.09 ms for 85% on a search answer),
 * compressed in this thread. Through libuv's pool instead (zlib's callback API), a 130 KB listing page cost three
 * times the CPU (2.3 ms against 0.75, 0.8 ms of it system time) to spare the event loop 0.75 ms.
 */
export function encodeText(raw: Uint8Array, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: brotliParams(brotliQualityFor(raw.length), raw.length) })
    : gzipSync(raw, { level: 5 });
}

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
