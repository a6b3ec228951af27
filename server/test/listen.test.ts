// The server's socket (http/listen.ts): plain HTTP/1.1, or HTTPS with HTTP/2 beside HTTP/1.1, with the tests' own
// self-signed certificate (server/test/tls, for 127.0.0.1 and localhost).
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:http2';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterEach, describe, expect, it } from 'vitest';
import { tlsFromEnv } from '../src/env.ts';
import { type Listening, listen } from '../src/http/listen.ts';

const certFile = new URL('./tls/localhost-cert.pem', import.meta.url).pathname;
const keyFile = new URL('./tls/localhost-key.pem', import.meta.url).pathname;
const tls = { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };

// An app answering as the live channel does (Hono's streamSSE sets Transfer-Encoding and Connection), and plainly.
const app = new Hono();
app.get('/events', (c) =>
  streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: 'hello', data: 'bonjour' });
  }),
);
app.get('/plain', (c) => c.json({ ok: true }));

let running: Listening | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** One GET over HTTP/2: its status, headers and body. */
function getOverHttp2(origin: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: tls.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let headers: Record<string, unknown> = {};
    let body = '';
    stream.on('response', (h) => (headers = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
    stream.on('error', reject);
  });
}

/** One GET over HTTP/1.1 and TLS (Node's https client offers no ALPN, so no HTTP/2). */
function getOverHttps1(origin: string, path: string): Promise<{ status: number; version: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${origin}${path}`, { ca: tls.cert }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listen over HTTPS', () => {
  it('answers HTTP/2, a stream of server-sent events included, without HTTP/1.1 connection headers', async () => {
    running = await listen({ port: 0, host: '127.0.0.1', tls }, (request) => app.fetch(request));
    expect(running.url).toBe(`https://127.0.0.1:${running.port}`);
    const events = await getOverHttp2(running.url, '/events');
    expect(events.status).toBe(200);
    expect(events.headers['content-type']).toBe('text/event-stream');
    expect(events.headers['transfer-encoding']).toBeUndefined();
    expect(events.headers.connection).toBeUndefined();
    expect(events.body).toContain('event: hello\ndata: bonjour');
    // The server is still up (a connection header used to throw in Node's HTTP/2 layer and end the process).
    const plain = await getOverHttp2(running.url, '/plain');
    expect([plain.status, plain.body]).toEqual([200, '{"ok":true}']);
  });

  it('answers HTTP/1.1 over TLS to a client without HTTP/2', async () => {
    running = await listen({ port: 0, host: '127.0.0.1', tls }, (request) => app.fetch(request));
    const events = await getOverHttps1(running.url, '/events');
    expect([events.status, events.version]).toEqual([200, '1.1']);
    expect(events.body).toContain('data: bonjour');
  });

  it('closes with an idle HTTP/2 session still open', async () => {
    running = await listen({ port: 0, host: '127.0.0.1', tls }, (request) => app.fetch(request));
    const session = connect(running.url, { ca: tls.cert });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    const ended = new Promise<void>((resolve) => session.once('close', () => resolve()));
    const started = Date.now();
    await running.close();
    running = undefined;
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('listen over HTTP', () => {
  it('answers plain HTTP/1.1 at an http: origin', async () => {
    running = await listen({ port: 0, host: '127.0.0.1' }, (request) => app.fetch(request));
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    const res = await fetch(`${running.url}/plain`);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('fails with EADDRINUSE on a taken port, over HTTPS too', async () => {
    running = await listen({ port: 0, host: '127.0.0.1' }, (request) => app.fetch(request));
    await expect(listen({ port: running.port, host: '127.0.0.1', tls }, (request) => app.fetch(request))).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('tlsFromEnv', () => {
  it('serves plain HTTP when neither file is named', () => {
    expect(tlsFromEnv({})).toBeUndefined();
  });

  it('reads both files', () => {
    expect(tlsFromEnv({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile })).toEqual(tls);
  });

  it('refuses one file without the other', () => {
    expect(() => tlsFromEnv({ TLS_CERT_FILE: certFile })).toThrow(/both TLS_CERT_FILE .* and TLS_KEY_FILE/);
    expect(() => tlsFromEnv({ TLS_KEY_FILE: keyFile })).toThrow(/both TLS_CERT_FILE .* and TLS_KEY_FILE/);
  });

  it('names the file it cannot read', () => {
    expect(() => tlsFromEnv({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: keyFile })).toThrow(
      'TLS_CERT_FILE: cannot read /nonexistent/cert.pem (ENOENT).',
    );
  });
});
