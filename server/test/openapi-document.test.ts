// The served OpenAPI document against third-party tools and against the app itself: Redocly's recommended rules
// (programmatic, no network) with no error; every operation with an operationId, a security requirement, a 4xx
// answer (a 401 when it takes a token); every route the app registers in the document. The answers themselves are
// checked against it by every server test (test/response-validator.ts, through createTestContext).
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  tags?: string[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

// Entries registered for every method (ALL) are middleware (app.use) or mounts, not routes: oidc-provider's subtree
// under /oidc (its endpoints are in its discovery document, /oidc/.well-known/openid-configuration), the API's 404 for
// unknown paths, the built app's static files and its page fallback.

let ctx: TestContext;
let doc: Document;
let problems: NormalizedProblem[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', config: { env: 'development' } });
  doc = (await ctx.json<Document>('/api/openapi.json')).body;
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
}, 60_000);
afterAll(() => ctx?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", () => {
    const explain = (p: NormalizedProblem) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`;
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length) console.log(`Redocly recommended: ${warnings.length} warnings\n${warnings.map(explain).join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(explain)).toEqual([]);
  });

  it('names a server and the security schemes the API accepts', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(['admin', 'bearer', 'blogKey', 'dpop', 'refreshCookie']);
  });

  it('gives every operation a unique operationId, a tag, a security requirement and a 4xx answer; a 401 when it needs a token', () => {
    const ids = new Set<string>();
    const missing: string[] = [];
    for (const { method, path, operation } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) missing.push(`${name}: no operationId`);
      else if (ids.has(operation.operationId)) missing.push(`${name}: operationId ${operation.operationId} taken`);
      else ids.add(operation.operationId);
      if (!operation.security) missing.push(`${name}: no security requirement`);
      if (!Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4'))) missing.push(`${name}: no 4xx answer`);
      // A token required (no empty requirement beside it) is refused with a 401 when missing or invalid.
      const needsToken = operation.security?.length && operation.security.every((requirement) => Object.keys(requirement).length > 0);
      if (needsToken && !operation.responses?.['401']) missing.push(`${name}: needs a token but lists no 401`);
      if (!operation.tags?.length) missing.push(`${name}: no tag`);
    }
    expect(missing).toEqual([]);
  });

  it('holds every route the app registers (development mode: the dev routes too)', () => {
    const documented = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const registered = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`),
    );
    expect(registered.size).toBeGreaterThan(150);
    const absent = [...registered].filter((route) => !documented.has(route));
    expect(absent).toEqual([]);
  });
});
