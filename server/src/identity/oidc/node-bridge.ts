import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * oidc-provider is a Koa app: it wants Node's request and response objects. Under @hono/node-server they arrive
 * as `c.env.incoming/outgoing`; when they do not (a fetch wrapper that drops `env`, or in-process requests),
 * this bridge builds them from the Fetch Request and turns what Koa writes back into a Fetch Response.
 */
export async function nodeRequestFrom(request: Request, url: string): Promise<IncomingMessage> {
  const incoming = new IncomingMessage(new Socket());
  incoming.method = request.method;
  incoming.url = url;
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  incoming.httpVersion = '1.1';
  const headers: Record<string, string> = {};
  const raw: string[] = [];
  request.headers.forEach((value, name) => {
    headers[name] = value;
    raw.push(name, value);
  });
  incoming.headers = headers;
  incoming.rawHeaders = raw;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body) {
    const body = Buffer.from(await request.arrayBuffer());
    incoming.headers['content-length'] = String(body.length);
    incoming.push(body);
  }
  incoming.push(null);
  return incoming;
}

/** A response that keeps what is written instead of sending it on a socket. */
export class CapturedResponse extends ServerResponse {
  readonly #chunks: Buffer[] = [];
  readonly done: Promise<void>;
  #resolve!: () => void;

  constructor(incoming: IncomingMessage) {
    super(incoming);
    this.done = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (chunk !== undefined && chunk !== null) this.#chunks.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') cb();
    return true;
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (typeof chunk === 'function') return this.end(undefined, undefined, chunk);
    if (chunk !== undefined && chunk !== null) this.#chunks.push(toBuffer(chunk, encoding));
    this.finished = true;
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') cb();
    this.emit('finish');
    this.#resolve();
    return this;
  }

  toResponse(): Response {
    const headers = new Headers();
    for (const [name, value] of Object.entries(this.getHeaders())) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const nullBody = this.statusCode === 204 || this.statusCode === 304;
    return new Response(nullBody ? null : Buffer.concat(this.#chunks), { status: this.statusCode, headers });
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
