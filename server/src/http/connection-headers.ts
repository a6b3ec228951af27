// HTTP/2 forbids the headers that describe one HTTP/1.1 connection (RFC 9113 section 8.2.2): Node's HTTP/2 layer
// throws on them, and @hono/node-server's error path wrote them again, which ended the process. Hono's streamSSE sets
// Transfer-Encoding and Connection. Over HTTP/1.1 Node frames an answer and keeps its connection alive itself, so the
// HTTPS server (http/listen.ts: HTTP/2 with HTTP/1.1 beside it) answers without them, whichever version the client speaks.

/** The headers of one HTTP/1.1 connection, never sent over HTTP/2. */
export const connectionHeaders = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'] as const;

/** The answer without `connectionHeaders`: the same answer when it has none, else one with the same body and status. */
export function withoutConnectionHeaders(response: Response): Response {
  if (!connectionHeaders.some((name) => response.headers.has(name))) return response;
  const headers = new Headers(response.headers);
  for (const name of connectionHeaders) headers.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
