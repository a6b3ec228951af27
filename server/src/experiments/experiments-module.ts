// POST /api/experiments (spec 000 section 7): the app sends who is asking (email, country and a custom block of user
// id, session id, user agent, device type, language, owner, environment, region) and gets one value per flag,
// which it stores as the experiment assignment. Visitors send no email or user id. Config: ROVE_EXPERIMENTS.
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../module.ts';
import { ExperimentsAnswerSchema } from '@rove/contract';
import { assignExperiments, experimentConfigFrom, experimentTracking } from './experiment-rules.ts';

export const experimentsPath = '/api/experiments';
export const deviceTypes = ['mobile', 'tablet', 'desktop', 'unknown'] as const;

const optionalText = (max: number) => z.string().max(max).nullable().optional();

export const ExperimentsRequestSchema = z
  .object({
    Email: z.email('Enter a valid email address.').max(254).nullable().optional(),
    Country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
      .nullable()
      .optional(),
    Custom: z.object({
      UserId: z
        .union([z.number().int().positive(), z.string().min(1).max(128)])
        .nullable()
        .optional(),
      SessionId: optionalText(128),
      UserAgent: optionalText(1024),
      DeviceType: z.enum(deviceTypes),
      Language: z.string().min(2).max(35),
      Owner: z.enum(['yes', 'no']),
      Environment: z.string().min(1).max(32),
      Region: optionalText(100),
    }),
  })
  .openapi('ExperimentsRequest');

const ExperimentsResponseSchema = ExperimentsAnswerSchema;

const experimentsRoute = createRoute({
  method: 'post',
  path: experimentsPath,
  summary: 'The experiment assignment: one value per feature flag, stable per user (or session), and how each is tracked',
  request: { body: { content: { 'application/json': { schema: ExperimentsRequestSchema } }, required: true } },
  responses: {
    200: { description: 'One value per flag', content: { 'application/json': { schema: ExperimentsResponseSchema } } },
    400: { description: 'The body is not valid' },
  },
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
