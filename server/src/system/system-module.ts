import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { invalid, json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';

const HealthSchema = z.object({ Status: z.literal('ok'), Database: z.enum(['ok']), Version: z.string() }).openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  tags: ['System'],
  summary: 'Liveness and database check',
  ...isPublic,
  responses: { 200: json(HealthSchema, 'The server and its database answer'), ...refusals({ 400: invalid }) },
});

const EchoSchema = z.object({ Text: z.string().max(1000) }).openapi('Echo');

// A diagnostic POST that echoes its body: checks the client's JSON and header handling end to end.
const echoRoute = createRoute({
  method: 'post',
  path: '/api/health-echo',
  operationId: 'echo',
  tags: ['System'],
  summary: 'Echo a JSON body (diagnostics)',
  ...isPublic,
  request: { body: jsonBody(EchoSchema) },
  responses: { 200: json(EchoSchema, 'The body as received'), ...refusals({ 400: invalid }) },
});

export const systemModule: ApiModule = {
  name: 'system',
  register(app, deps) {
    app.openapi(healthRoute, async (c) => {
      await sql`select 1`.execute(deps.db);
      return c.json({ Status: 'ok' as const, Database: 'ok' as const, Version: c.var.request.apiVersion }, 200);
    });
    app.openapi(echoRoute, (c) => c.json(c.req.valid('json'), 200));
  },
};
