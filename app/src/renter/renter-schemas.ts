// The contract's schemas of the renter area's forms, in one module their forms load at a first check (with zod):
// never with a page (app/README.md, "zod out of first loads").
export { RecoveryRequestBodySchema, RenterRequestSchema, ResetPasswordBodySchema } from '@rove/contract';
