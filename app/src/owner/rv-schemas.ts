// The contract's schemas of the RV forms (the wizard's steps, the edit sections, add-ons) and of the payout method
// (the wizard's publish step and the host's payout page), loaded at a form's first check (with zod): never with a page
// (app/README.md, "zod out of first loads").
export { PayoutMethodInputSchema, RvAddOnInputSchema, rvUpdateSchema } from '@rove/contract';
