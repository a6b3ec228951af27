import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { ApiModule } from '../module.ts';

const HealthSchema = z.object({ Status: z.literal('ok'), Database: z.enum(['ok']), Version: z.string() }).openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database check',
  responses: { 200: { description: 'The server and its database answer', content: { 'application/json': { schema: HealthSchema } } } },
});

const EchoSchema = z.object({ Text: z.string().max(1000) }).openapi('Echo');

// A diagnostic POST that echoes its body: checks the client's JSON and header handling end to end.
const echoRoute = createRoute({
  method: 'post',
  path: '/api/health-echo',
  summary: 'Echo a JSON body (diagnostics)',
  request: { body: { content: { 'application/json': { schema: EchoSchema } }, required: true } },
  responses: { 200: { description: 'The body as received', content: { 'application/json': { schema: EchoSchema } } } },
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
