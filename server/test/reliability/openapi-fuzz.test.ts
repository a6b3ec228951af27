// Property test: arbitrary values for every path parameter, query parameter and JSON body field of every route in
// the OpenAPI document, sent by a signed-in host; no answer may be a 5xx. Path parameters with a pattern also get
// values that match it at the edges of what the database holds ({file} = 2147483648.svg answered 500, issue 36).
// Every route that reads a multipart or form body (uploads, the payment simulator) gets arbitrary files and
// fields: images of odd shapes (200x65,000), cut-off images, files that lie about their type, broken multipart.
// Bounded (runs per route, fixed seed).
import { appendFileSync } from 'node:fs';
import * as fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testBudget } from '../helpers.ts';
import { createUserWithToken } from '../identity/sign-in.ts';

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 25);
const seed = 20_261_126;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Schema {
  $ref?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  type?: string | string[];
  enum?: unknown[];
  format?: string;
}

// A plausible value for a field, so that one field at a time can be made arbitrary past the others' validation.
function baseline(name: string, schema: Schema | undefined, asText: boolean): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  let v: unknown;
  if (schema?.enum?.length) v = schema.enum[0];
  else if (/end|to$/i.test(name) && /date|end|^to$/i.test(name)) v = '2027-03-05';
  else if (/date|start|^from$/i.test(name) || schema?.format === 'date') v = '2027-03-01';
  else if (type === 'integer' || type === 'number' || /id$|page|size|count|adults|nights/i.test(name)) v = 1;
  else if (type === 'boolean') v = true;
  else if (type === 'array') v = [];
  else v = 'a';
  return asText && typeof v !== 'string' ? String(v) : v;
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '1e400',
  'NaN',
  '-1',
  '0',
  '',
  ' ',
  '%',
  '..',
  'null',
  'true',
  '[]',
  '{}',
  'é🚐',
  'a'.repeat(3000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.integer().map(String));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e308, -0.5)) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }) },
);

// Values at the edges of int4 and beyond, in the shapes path patterns ask for (digits, digits.svg, ids...).
const edgeNumbers = ['0', '00', '1', '2147483647', '2147483648', '4294967296', '9007199254740993', '9'.repeat(40)];

/** Strings that match a parameter's pattern: generated from it, and the edge numbers dressed in its shape. */
function patterned(pattern: string): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  const edges = edgeNumbers.flatMap((n) => [n, `${n}.svg`, `${n}.webp`, `${n}.jpg`]).filter((candidate) => re.test(candidate));
  return edges.length ? fc.oneof(fc.stringMatching(re), fc.constantFrom(...edges)) : fc.stringMatching(re);
}

function resolve(doc: { components?: { schemas?: Record<string, Schema> } }, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 5) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (!parts.length) return schema;
  const properties: Record<string, Schema> = { ...schema.properties };
  for (const part of parts) Object.assign(properties, resolve(doc, part, depth + 1).properties);
  return { properties };
}

/** Per path parameter with a pattern: an arbitrary value of its pattern. */
function shapedValues(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const withPattern = params.filter((p) => p.in === 'path' && p.schema?.pattern);
  return fc.record(Object.fromEntries(withPattern.map((p) => [p.name, patterned(p.schema!.pattern!)])));
}

/** Per path parameter with a pattern: a small value of its pattern (so that other fields are judged past it). */
function plausibleValues(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const withPattern = params.filter((p) => p.in === 'path' && p.schema?.pattern);
  return fc.record(
    Object.fromEntries(
      withPattern.map((p) => {
        const re = new RegExp(p.schema!.pattern!);
        const small = ['1', '1.svg', 'a'.repeat(24)].find((candidate) => re.test(candidate));
        return [p.name, small ? fc.constant(small) : fc.stringMatching(re)];
      }),
    ),
  );
}

describe('every route of the OpenAPI document under arbitrary input', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let routes: { method: string; path: string; params: Parameter[]; bodyFields?: string[]; bodySchemas?: Record<string, Schema> }[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    headers = (await createUserWithToken(ctx.db, { is_owner: true })).headers;
    const doc = (
      await ctx.json<{ paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }>(
        '/api/openapi.json',
      )
    ).body;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        // Path parameters the document names only in the path ({id}) count too.
        for (const match of path.matchAll(/\{([^}]+)\}/g))
          if (!params.some((p) => p.in === 'path' && p.name === match[1])) params.push({ name: match[1], in: 'path' });
        const json = operation.requestBody?.content?.['application/json']?.schema;
        const bodySchemas = json ? resolve(doc, json).properties : undefined;
        const bodyFields = json ? Object.keys(bodySchemas ?? {}) : undefined;
        routes.push({ method: method.toUpperCase(), path, params, bodyFields, bodySchemas });
      }
    }
  });
  afterAll(() => ctx?.close());

  it('ignores a search date the database cannot hold (year 0000 answered 500, issue 36)', async () => {
    const withDates = await ctx.request('/api/rvs/search?StartDate=0000-01-01&EndDate=0000-01-05');
    const without = await ctx.json<{ Total: number }>('/api/rvs/search');
    expect(withDates.status).toBe(200);
    expect(((await withDates.json()) as { Total: number }).Total).toBe(without.body.Total);
  });

  it('reads the routes of the document', () => {
    expect(routes.length).toBeGreaterThan(50);
    routes = routes.filter((r) => !r.path.endsWith('/live')); // the live channel stays open (tested on its own)
  });

  it(
    'never answers 5xx',
    async () => {
      const failures: string[] = [];
      const slow: string[] = [];
      for (const route of routes) {
        const started = performance.now();
        const property = fc.asyncProperty(
          fc.record({
            target: fc.nat(),
            mutated: value,
            shaped: fc.record({ use: fc.boolean(), values: shapedValues(route.params), plausible: plausibleValues(route.params) }),
            wholeBody: fc.option(value, { freq: 8, nil: undefined }),
            omit: fc.boolean(),
          }),
          async ({ target, mutated, shaped, wholeBody, omit }) => {
            // Every field has its plausible value but one (chosen by target), which gets the arbitrary one; a path
            // parameter with a pattern gets a value of its own pattern half of the time.
            const fields = route.params.length + (route.bodyFields?.length ?? 0);
            const index = fields ? target % fields : -1;
            const params = route.params.map((p, i) =>
              i === index
                ? p.in === 'path' && p.schema?.pattern && shaped.use
                  ? shaped.values[p.name]
                  : mutated
                : omit && p.in === 'query'
                  ? undefined
                  : p.in === 'path' && p.schema?.pattern
                    ? shaped.plausible[p.name]
                    : baseline(p.name, p.schema, true),
            );
            const body =
              wholeBody !== undefined
                ? wholeBody
                : route.bodyFields?.map((f, i) =>
                    i + route.params.length === index ? mutated : baseline(f, route.bodySchemas?.[f], false),
                  );
            let path = route.path;
            const query = new URLSearchParams();
            route.params.forEach((p, i) => {
              const v: unknown = params[i];
              const s = v === undefined ? (p.in === 'path' ? '1' : undefined) : typeof v === 'string' ? v : JSON.stringify(v);
              if (s === undefined) return;
              if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(s) || '1');
              else query.append(p.name, s);
            });
            const url = query.size ? `${path}?${query}` : path;
            let json: unknown;
            if (wholeBody === undefined && route.bodyFields && Array.isArray(body)) {
              json = Object.fromEntries(route.bodyFields.map((f, i) => [f, body[i]]).filter(([, v]) => v !== undefined));
            } else json = body;
            const init: RequestInit = { method: route.method, headers: { ...headers } };
            if (route.method !== 'GET' && route.method !== 'DELETE' && route.bodyFields) {
              init.body = JSON.stringify(json ?? {});
              (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
            }
            if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${route.method} ${url.slice(0, 150)}\n`);
            const res = await ctx.request(url, init);
            await res.arrayBuffer();
            if (res.status >= 500) {
              failures.push(`${route.method} ${url.slice(0, 200)} ${String(init.body ?? '').slice(0, 300)} -> ${res.status}`);
              return false;
            }
            return true;
          },
        );
        await fc.check(property, { numRuns: runsPerRoute, seed, endOnFailure: true });
        const ms = performance.now() - started;
        if (process.env.FUZZ_TIMES) slow.push(`${Math.round(ms)} ms ${route.method} ${route.path}`);
      }
      if (slow.length)
        console.log(
          slow
            .sort((a, b) => Number.parseInt(b) - Number.parseInt(a))
            .slice(0, 25)
            .join('\n'),
        );
      expect(failures).toEqual([]);
    },
    testBudget(4),
  );
});

// Every route that reads a multipart or form body. The document describes JSON bodies only: a new form route must be
// added here (the uploads module's, the payment simulator's; the identity provider's interaction pages answer 4xx
// before reading their form without a live interaction).
const formRoutes = ['/api/uploads', '/api/payments/simulator/authenticate'];

describe('multipart uploads and form posts under arbitrary input', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let images: { name: string; bytes: Uint8Array }[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'none' });
    headers = (await createUserWithToken(ctx.db)).headers;
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3a7' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#a73' } })
        .jpeg()
        .toBuffer();
    const fine = await png(400, 300);
    const shapes: [string, Buffer][] = [
      ['fine.png', fine],
      ['strip.png', await png(200, 65_000)],
      ['band.png', await png(65_000, 200)],
      ['tiny.png', await png(1, 1)],
      ['narrow.jpg', await jpeg(200, 1700)],
      ['square.jpg', await jpeg(200, 200)],
      ['cut-off.png', fine.subarray(0, Math.floor(fine.length / 2))],
      ['header-only.png', fine.subarray(0, 40)],
      ['jpeg-header.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])],
      ['png-header.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 9)])],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>')],
      ['paper.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
      ['empty.png', Buffer.alloc(0)],
    ];
    images = shapes.map(([name, bytes]) => ({ name, bytes: new Uint8Array(bytes) }));
  }, testBudget(2));
  afterAll(() => ctx?.close());

  const fileName = fc.oneof(
    fc.constantFrom(
      'photo.png',
      'photo.jpg',
      'photo.JPEG',
      'photo.svg',
      'photo',
      '',
      '../../etc/passwd.png',
      'é🚐.jpg',
      `${'x'.repeat(300)}.png`,
    ),
    fc.string({ maxLength: 20 }),
  );
  const field = fc.oneof(
    fc.constantFrom('rv-photo', 'message-photo', 'licence-photo', 'claim-photo', 'profile-photo', 'approve'),
    fc.string({ maxLength: 30 }),
  );

  it(
    'never answers 5xx to arbitrary files and fields',
    async () => {
      const failures: string[] = [];
      for (const path of formRoutes) {
        const property = fc.asyncProperty(
          fc.record({
            image: fc.nat(),
            name: fileName,
            asString: fc.boolean(),
            omitFile: fc.boolean(),
            kind: fc.option(field, { nil: undefined }),
            extra: fc.dictionary(fc.constantFrom('payment_intent_client_secret', 'return_url', 'outcome', 'kind', 'file', 'x'), field, {
              maxKeys: 3,
            }),
            encoding: fc.constantFrom('multipart', 'multipart', 'multipart', 'urlencoded', 'broken'),
          }),
          async ({ image, name, asString, omitFile, kind, extra, encoding }) => {
            const chosen = images[image % images.length];
            let body: RequestInit['body'];
            const init: Record<string, string> = { ...headers };
            if (encoding === 'broken') {
              // A boundary announced but never used, then a part cut in the middle.
              init['Content-Type'] = 'multipart/form-data; boundary=----fuzz';
              body = '------other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
            } else if (encoding === 'urlencoded') {
              init['Content-Type'] = 'application/x-www-form-urlencoded';
              body = new URLSearchParams({ ...extra, ...(kind === undefined ? {} : { kind }) }).toString();
            } else {
              const form = new FormData();
              for (const [key, entry] of Object.entries(extra)) form.append(key, entry);
              if (kind !== undefined) form.set('kind', kind);
              if (!omitFile)
                form.set(
                  'file',
                  asString ? 'not a file' : new Blob([chosen.bytes as Uint8Array<ArrayBuffer>]),
                  asString ? undefined : name || chosen.name,
                );
              body = form;
            }
            const res = await ctx.request(path, { method: 'POST', headers: init, body });
            await res.arrayBuffer();
            if (res.status >= 500) {
              failures.push(
                `POST ${path} ${encoding} file=${omitFile ? '-' : asString ? 'string' : `${chosen.name} as ${name}`} kind=${kind} -> ${res.status}`,
              );
              return false;
            }
            return true;
          },
        );
        await fc.check(property, { numRuns: Math.max(runsPerRoute, 40), seed, endOnFailure: true });
      }
      // Each odd shape on its own, with its own name and a valid kind: refused with an upload error (or stored), never a 5xx.
      for (const { name, bytes } of images) {
        const form = new FormData();
        form.set('kind', 'rv-photo');
        form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
        const res = await ctx.json<{ StatusMessage?: string }>('/api/uploads', { method: 'POST', headers, body: form });
        if (res.status >= 500) failures.push(`POST /api/uploads ${name} -> ${res.status}`);
      }
      expect(failures).toEqual([]);
    },
    testBudget(4),
  );
});
