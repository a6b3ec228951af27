/** The one error shape of the API. StatusMessage is a machine-readable code such as RV_UNPUBLISHED. */
export interface ApiErrorBody {
  Status: number;
  Message: string;
  StatusMessage?: string;
  /** Field errors: field name (as sent) -> messages. */
  Errors?: Record<string, string[]>;
  /** Extra data some errors carry (RV_UNPUBLISHED: { Near, SimilarRvs, MoreRvs }). */
  Data?: unknown;
}

/** Status messages the API answers with. */
export const statusMessages = [
  'RV_UNPUBLISHED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_API_VERSION',
  'RV_NOT_BOOKABLE',
] as const;
