// The booking estimate parameters of spec 001 section 3 (GET /api/rvs/{rvId}/estimate in the query, POST in a JSON
// body, and the Estimate of POST /api/bookings), with their defaults, defined once: the server validates with this
// schema, the app builds its requests and its page address from the same names and defaults.
import { z } from 'zod';
import { protectionLevels, rvUsages } from './constants.ts';
import { estimateDefaults, maxGuestsPerKind } from './estimate-defaults.ts';
import { CalendarDateSchema } from './dates.ts';

// A query carries every value as text: flags as true/false (or 1/0), numbers as digits. JSON carries booleans and
// numbers (the document's types); their text forms are accepted too.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
const count = (min: number) => z.coerce.number().int().min(min).max(maxGuestsPerKind);

/** addons: [12, 13] or [{ Id: 12, Quantity: 2 }] in JSON; "12,13:2" in a query string. */
const addOnList = z
  .union([
    z.string(),
    z.array(
      z.union([
        z.coerce.number().int().positive(),
        z.object({ Id: z.coerce.number().int().positive(), Quantity: z.coerce.number().int().min(1).max(20).default(1) }),
      ]),
    ),
  ])
  .transform((value, ctx) => {
    const items = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
    const out: { id: number; quantity: number }[] = [];
    for (const item of items) {
      if (typeof item === 'number') out.push({ id: item, quantity: 1 });
      else if (typeof item === 'object') out.push({ id: item.Id, quantity: item.Quantity });
      else {
        const match = /^(\d+)(?::(\d{1,2}))?$/.exec(item.trim());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: 'Use add-on ids, optionally with a quantity: 12,13:2.' });
          return z.NEVER;
        }
        out.push({ id: Number(match[1]), quantity: match[2] ? Number(match[2]) : 1 });
      }
    }
    return out;
  });

/** The estimate request: the same names in a query or a JSON body. */
export const EstimateRequestSchema = z
  .object({
    dateStart: CalendarDateSchema,
    dateEnd: CalendarDateSchema,
    protectionLevel: z.enum(protectionLevels).optional(),
    roadsideAssistance: flag.default(estimateDefaults.roadsideAssistance),
    adults: count(1).default(estimateDefaults.adults),
    children: count(0).default(estimateDefaults.children),
    pets: flag.default(estimateDefaults.pets),
    rvUsage: z.enum(rvUsages).default(estimateDefaults.rvUsage),
    addons: addOnList.default([]),
    destination: z.string().trim().max(200).optional(),
    /** One-way delivery distance in the RV's market unit (km in Canada, miles in the US). */
    deliveryDistance: z.coerce.number().min(0).max(5000).optional(),
    /** Or the delivery point, from which the distance is computed. */
    deliveryLatitude: z.coerce.number().min(-90).max(90).optional(),
    deliveryLongitude: z.coerce.number().min(-180).max(180).optional(),
    deliveryAddress: z.string().trim().max(300).optional(),
    promoCode: z.string().trim().max(40).optional(),
  })
  .refine((params) => (params.deliveryLatitude === undefined) === (params.deliveryLongitude === undefined), {
    message: 'Give both deliveryLatitude and deliveryLongitude.',
    path: ['deliveryLatitude'],
  })
  .meta({ id: 'EstimateRequest' });

/** What a client sends (numbers and booleans in JSON). */
export type EstimateRequest = z.input<typeof EstimateRequestSchema>;
/** What the server reads: defaults applied, add-ons as { id, quantity }. */
export type EstimateParams = z.output<typeof EstimateRequestSchema>;

/** The same request in a query string: an empty value counts as absent (?adults= is the default). */
export const EstimateQuerySchema = z.preprocess(
  (query) => (query && typeof query === 'object' ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) : query),
  EstimateRequestSchema,
) as unknown as typeof EstimateRequestSchema;
