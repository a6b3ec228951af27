// The contract's schemas of the RV forms (the wizard's steps, the edit sections, add-ons), loaded at a form's first
// check (with zod): never with a page (app/README.md, "zod out of first loads").
export { RvAddOnInputSchema, rvUpdateSchema } from '@rove/contract';
