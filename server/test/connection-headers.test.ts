import { describe, expect, it } from 'vitest';
import { connectionHeaders, withoutConnectionHeaders } from '../src/http/connection-headers.ts';

describe('withoutConnectionHeaders (HTTP/2 forbids HTTP/1.1 connection headers, RFC 9113 8.2.2)', () => {
  it('drops every connection header and keeps the status, the other headers and the body', async () => {
    const headers = new Headers({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    for (const name of connectionHeaders) headers.set(name, name === 'transfer-encoding' ? 'chunked' : 'keep-alive');
    const answer = withoutConnectionHeaders(new Response('data: 1\n\n', { status: 201, headers }));
    for (const name of connectionHeaders) expect(answer.headers.has(name), name).toBe(false);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.text()).toBe('data: 1\n\n');
  });

  it('gives an answer without them back as it is', () => {
    const answer = new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    expect(withoutConnectionHeaders(answer)).toBe(answer);
  });
});
