// The contract's schemas of the sign-in and sign-up forms, loaded at a form's first check (with zod): never with the
// page or the dialog (app/README.md, "zod out of first loads").
export { SignInBodySchema, SignUpBodySchema, SignUpConfirmBodySchema } from '@rove/contract';
