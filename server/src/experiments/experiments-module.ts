// POST /api/experiments (spec 000 section 7): the app sends who is asking (email, country and a custom block of user
// id, session id, user agent, device type, language, owner, environment, region) and gets one value per flag,
// which it stores as the experiment assignment. Visitors send no email or user id. Config: ROVE_EXPERIMENTS. The
// request and answer schemas are the contract's (contract/src/experiments.ts).
import { createRoute } from '@hono/zod-openapi';
import { invalid, json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { ExperimentsAnswerSchema, ExperimentsRequestSchema, experimentsPath } from '@rove/contract';
import { assignExperiments, experimentConfigFrom, experimentTracking } from './experiment-rules.ts';

const experimentsRoute = createRoute({
  method: 'post',
  path: experimentsPath,
  operationId: 'assignExperiments',
  tags: ['Experiments'],
  ...isPublic,
  summary: 'The experiment assignment: one value per feature flag, stable per user (or session), and how each is tracked',
  request: { body: jsonBody(ExperimentsRequestSchema) },
  responses: { 200: json(ExperimentsAnswerSchema, 'One value per flag'), ...refusals({ 400: invalid }) },
});

export const experimentsModule: ApiModule = {
  name: 'experiments',
  register(app) {
    // Read once at start: a bad ROVE_EXPERIMENTS stops the server instead of silently serving defaults.
    const config = experimentConfigFrom(process.env.ROVE_EXPERIMENTS);
    const tracking = experimentTracking(config);
    app.openapi(experimentsRoute, (c) => {
      const body = c.req.valid('json');
      const assignments = assignExperiments(config, {
        userId: body.Custom.UserId,
        sessionId: body.Custom.SessionId,
        country: body.Country,
      });
      return c.json({ Assignments: assignments, Experiments: tracking }, 200);
    });
  },
};
