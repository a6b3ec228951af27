// The API's own documentation routes: the OpenAPI document (generated from every route's declaration), the page
// that reads it and the page's script (a file: the CSP allows no inline script).
import { createRoute, z } from '@hono/zod-openapi';
import { currentApiVersion } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { isPublic, securitySchemes } from '../identity/route-security.ts';
import type { App } from './context.ts';
import { openApiPage, openApiPageScript } from './openapi-page.ts';
import { apiDescription, invalid, json, media, refusals } from './openapi-routes.ts';

const common = { tags: ['System'], ...isPublic };

const documentRoute = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document (OpenAPI 3.1)',
  ...common,
  responses: {
    200: json(z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document' }), 'The OpenAPI document'),
    ...refusals({ 400: invalid }),
  },
});
const pageRoute = createRoute({
  method: 'get',
  path: '/api/docs',
  operationId: 'getApiDocsPage',
  summary: 'A page to read this document',
  ...common,
  responses: { 200: media('text/html', 'The page'), ...refusals({ 400: invalid }) },
});
const scriptRoute = createRoute({
  method: 'get',
  path: '/api/docs.js',
  operationId: 'getApiDocsScript',
  summary: 'The script of the documentation page',
  ...common,
  responses: { 200: media('text/javascript', 'The script'), ...refusals({ 400: invalid }) },
});

/** The OpenAPI document of an app whose modules have registered their routes (what /api/openapi.json answers). */
export function openApiDocument(app: App, deps: Pick<AppDeps, 'config'>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Rove rentals API',
      version: currentApiVersion,
      description: apiDescription,
      // Not open source: the API's use is governed by the terms of service (the site's page in English).
      license: { name: 'Proprietary: use under the Rove terms of service', url: new URL('/terms-service', deps.config.publicUrl).href },
    },
    servers: [{ url: deps.config.publicUrl, description: 'This server' }],
  });
}

export function registerApiDocs(app: App, deps: AppDeps) {
  for (const [name, scheme] of Object.entries(securitySchemes)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.openapi(documentRoute, (c) => {
    // Generated once, at the first request: every module has registered its routes by then.
    document ??= openApiDocument(app, deps);
    return c.json(document as unknown as Record<string, unknown>, 200);
  });
  app.openapi(pageRoute, (c) => c.html(openApiPage, 200));
  app.openapi(scriptRoute, (c) => c.body(openApiPageScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
}
