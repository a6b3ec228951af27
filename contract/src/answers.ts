// The answers the app parses before it trusts them (those that carry money or state), by name:
// `@rove/contract/answers`, loaded by the app with its first parse (app/src/api/parse-answer.ts) so that zod stays out
// of the pages' first load. The server's tests hold every answer to the same schemas (server/test/response-validator.ts).
import {
  BookingDetailSchema,
  BookingListSchema,
  BookingMoneySchema,
  BookingPaymentSchema,
  CancellationPreviewSchema,
  EstimateSchema,
  HostDashboardSchema,
  MoneyRequestsSchema,
  MoneyRequestViewSchema,
  PayoutListSchema,
  RenterDashboardSchema,
} from './bookings.ts';
import { ChangeRequestViewSchema, HeldChangeRequestsSchema, ProtectionChangeAnswerSchema } from './change-requests.ts';
import { ExperimentsAnswerSchema } from './experiments.ts';
import { EarningsInsightsSchema, HostInsightsSchema } from './host.ts';

export const answerSchemas = {
  booking: BookingDetailSchema,
  bookingList: BookingListSchema,
  renterDashboard: RenterDashboardSchema,
  hostDashboard: HostDashboardSchema,
  cancellation: CancellationPreviewSchema,
  bookingMoney: BookingMoneySchema,
  estimate: EstimateSchema,
  payment: BookingPaymentSchema,
  payouts: PayoutListSchema,
  earnings: EarningsInsightsSchema,
  hostInsights: HostInsightsSchema,
  changeRequests: HeldChangeRequestsSchema,
  changeRequest: ChangeRequestViewSchema,
  protectionChange: ProtectionChangeAnswerSchema,
  moneyRequests: MoneyRequestsSchema,
  moneyRequest: MoneyRequestViewSchema,
  experiments: ExperimentsAnswerSchema,
} as const;

export type AnswerSchemas = typeof answerSchemas;
export type AnswerName = keyof AnswerSchemas;
