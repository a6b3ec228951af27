// The contract's schemas of the host operations' forms (drivers, iCal feeds, profile pages, review replies), loaded
// at a form's first check (with zod): never with a page (app/README.md, "zod out of first loads").
export {
  CardInputSchema,
  DriverInputSchema,
  GoalInputSchema,
  IcalFeedInputSchema,
  IcalFileInputSchema,
  ProfileInputSchema,
  ReviewReplySchema,
} from '@rove/contract';
