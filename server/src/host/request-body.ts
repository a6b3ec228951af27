// Reading and validating JSON bodies of the host operations endpoints (field errors as hostMessage sentences).
import type { z } from 'zod';
import { hostValidationError, type Locale } from './messages.ts';

export { readJson } from '../http/read-json.ts';

export function parseWith<T extends z.ZodType>(schema: T, value: unknown, locale: Locale): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const codes: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (codes[field] ??= []).push(issue.message);
  }
  throw hostValidationError(codes, locale);
}
