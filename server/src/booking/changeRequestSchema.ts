import { z } from 'zod';
import { isIsoDate } from '../pricing/calendar.ts';
import { protectionLevels, rvUsages } from '../pricing/protectionPlans.ts';

const isoDate = z.string().refine(isIsoDate, 'Use a date as YYYY-MM-DD.');
const idList = z.array(z.coerce.number().int().positive()).max(50).default([]);

/** The change request of spec 001 section 3 (UserId and Financial are the server's to set). */
export const changeRequestSchema = z.object({
  BookingId: z.coerce.number().int().positive().optional(),
  Adults: z.coerce.number().int().min(1).max(50).optional(),
  Children: z.coerce.number().int().min(0).max(50).optional(),
  Pets: z.boolean().optional(),
  Destination: z.string().trim().max(200).nullish(),
  DeliveryDistance: z.coerce.number().min(0).max(5000).nullish(),
  StartDate: isoDate.optional(),
  EndDate: isoDate.optional(),
  RvUsage: z.enum(rvUsages).optional(),
  ChangeRequestItems: z.object({ AddAddOns: idList, RemoveAddOns: idList }).partial().optional(),
  RoadSideInsurance: z.boolean().optional(),
  InsuranceProtectionLevel: z.enum(protectionLevels).optional(),
  ExpectedTotal: z.coerce.number().min(0).nullish(),
  UserId: z.unknown().optional(),
  Financial: z.unknown().optional(),
});
export type ChangeRequestBody = z.infer<typeof changeRequestSchema>;
