// The contract's schemas of the renter verification's two steps, loaded by their forms at a first check (with zod):
// never with the page (app/README.md, "zod out of first loads").
export { VerificationAccountSchema, VerificationDriverSchema } from '@rove/contract';
