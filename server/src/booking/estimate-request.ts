import { z } from 'zod';
import { isIsoDate } from '../pricing/calendar.ts';
import { protectionLevels, rvUsages } from '../pricing/protection-plans.ts';

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
const isoDate = z.string().refine(isIsoDate, 'Use a date as YYYY-MM-DD.');
const count = (min: number) => z.coerce.number().int().min(min).max(50);

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

/** The booking estimate parameters of spec 001 section 3, with its defaults. Same names in a query or a JSON body. */
export const estimateParamsSchema = z
  .object({
    dateStart: isoDate,
    dateEnd: isoDate,
    protectionLevel: z.enum(protectionLevels).optional(),
    roadsideAssistance: boolish.default(true),
    adults: count(1).default(1),
    children: count(0).default(0),
    pets: boolish.default(false),
    rvUsage: z.enum(rvUsages).default('Pickup'),
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
  });

export type EstimateParams = z.infer<typeof estimateParamsSchema>;

/** Query strings carry every value as text; empty ones count as absent. */
export function queryToParams(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}
