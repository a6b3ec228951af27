// Property test: arbitrary values for every path parameter, query parameter and JSON body field of every route in
// the OpenAPI document, sent by a signed-in host; no answer may be a 5xx. Bounded (runs per route, fixed seed).
import { appendFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
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

function resolve(doc: { components?: { schemas?: Record<string, Schema> } }, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 5) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (!parts.length) return schema;
  const properties: Record<string, Schema> = { ...schema.properties };
  for (const part of parts) Object.assign(properties, resolve(doc, part, depth + 1).properties);
  return { properties };
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

  it('reads the routes of the document', () => {
    expect(routes.length).toBeGreaterThan(50);
    routes = routes.filter((r) => !r.path.endsWith('/live')); // the live channel stays open (tested on its own)
  });

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    const slow: string[] = [];
    for (const route of routes) {
      const started = performance.now();
      const property = fc.asyncProperty(
        fc.record({
          target: fc.nat(),
          mutated: value,
          wholeBody: fc.option(value, { freq: 8, nil: undefined }),
          omit: fc.boolean(),
        }),
        async ({ target, mutated, wholeBody, omit }) => {
          // Every field has its plausible value but one (chosen by target), which gets the arbitrary one.
          const fields = route.params.length + (route.bodyFields?.length ?? 0);
          const index = fields ? target % fields : -1;
          const params = route.params.map((p, i) =>
            i === index ? mutated : omit && p.in === 'query' ? undefined : baseline(p.name, p.schema, true),
          );
          const body =
            wholeBody !== undefined
              ? wholeBody
              : route.bodyFields?.map((f, i) => (i + route.params.length === index ? mutated : baseline(f, route.bodySchemas?.[f], false)));
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
  }, 240_000);
});
