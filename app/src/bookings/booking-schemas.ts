// The contract's schemas of the bookings area's forms, in one module their forms load at a first check (with zod):
// never with a page (a page shows without zod; app/README.md, "zod out of first loads").
export {
  BookCallSchema,
  CancelRequestSchema,
  CardInputSchema,
  ClaimRequestSchema,
  CloseoutRequestSchema,
  CustomQuoteRequestSchema,
  DeclineRequestSchema,
  MoneyRequestDisputeSchema,
  MoneyRequestSchema,
  ReviewReportSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  SignAgreementSchema,
} from '@rove/contract';
