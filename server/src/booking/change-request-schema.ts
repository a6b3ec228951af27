// The change-request bodies are the contract's (one copy, shared with the app).
export {
  type ChangeRequestBody,
  changeRejectionReasonSchema,
  changeRequestSchema,
  protectionChangeSchema,
} from '@rove/contract';
