// Reading and validating JSON bodies of the host operations endpoints (field errors as hostMessage sentences).
import type { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import { hostValidationError, type Locale } from './messages.ts';

export async function readJson(c: { req: { json(): Promise<unknown>; header(name: string): string | undefined } }): Promise<unknown> {
  if (c.req.header('Content-Length') === '0') return {};
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body', { statusMessage: 'MALFORMED_JSON' });
  }
}

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
