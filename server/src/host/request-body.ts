// Reading and validating JSON bodies of the host operations endpoints (field errors as the sentences of the contract's hostWords codes).
import type { z } from 'zod';
import { fieldErrors } from '../http/errors.ts';
import { hostValidationError, type Locale } from './messages.ts';

export { readJson } from '../http/read-json.ts';

export function parseWith<T extends z.ZodType>(schema: T, value: unknown, locale: Locale): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw hostValidationError(fieldErrors(result.error), locale);
}

/** A route hook: a body or query the contract's schemas refuse, answered with host sentences per field. */
export function hostFields(result: { success: boolean; error?: z.ZodError }, c: { var: { request: { locale: Locale } } }): undefined {
  if (!result.success && result.error) throw hostValidationError(fieldErrors(result.error), c.var.request.locale);
  return undefined;
}
