// The contract's schemas of the messages' forms (reply, question to the host, pre-booking message, templates),
// loaded at a form's first check (with zod): never with a page (app/README.md, "zod out of first loads").
export { MessageTemplateInputSchema, PreBookingMessageSchema, SendEnquirySchema, SendMessageSchema } from '@rove/contract';
