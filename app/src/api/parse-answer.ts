// The one place the app parses the API's answers that carry money or state (bookings, the estimate, change and
// money requests, payments, payouts) with the contract's schemas before it trusts them. The schemas (and zod) load
// with the first parse, a dynamic import of `@rove/contract/answers`, never with a page's first load; the calls
// that parse are made after the page has shown (SWR's fetchers, actions) or by a signed-in page's loader.
// An answer the schema refuses is reported and refused: the page shows its error instead of wrong money.
import type { AnswerName, AnswerSchemas } from '@rove/contract/answers';
import type { z } from 'zod';
import { reportError } from '../lib/report-error.ts';
import { type ApiFetchOptions, apiFetch } from './api-fetch.ts';

export type { AnswerName };
/** The type of a named answer, inferred from its schema. */
export type Answer<K extends AnswerName> = z.output<AnswerSchemas[K]>;

let schemas: Promise<AnswerSchemas> | undefined;

const loadSchemas = () => {
  schemas ??= import('@rove/contract/answers').then((module) => module.answerSchemas);
  schemas.catch(() => {
    schemas = undefined;
  });
  return schemas;
};

/** An answer of the API that its contract schema refuses. */
export class AnswerShapeError extends Error {
  readonly issues: readonly { path: PropertyKey[]; message: string }[];
  constructor(name: AnswerName, where: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    super(`The ${name} answer of ${where} does not match the contract (${issues.length} issues)`);
    this.name = 'AnswerShapeError';
    this.issues = issues;
  }
}

/** Parses a value as the named answer; `where` names the call in the report of a refused one. */
export async function parseAnswer<K extends AnswerName>(name: K, value: unknown, where: string): Promise<Answer<K>> {
  const schema = (await loadSchemas())[name] as unknown as z.ZodType<Answer<K>>;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const error = new AnswerShapeError(name, where, parsed.error.issues.slice(0, 10));
  reportError(error, { where, issues: error.issues });
  throw error;
}

/** apiFetch, then the answer parsed with the contract's schema of its name. */
export async function fetchAnswer<K extends AnswerName>(name: K, path: string, options?: ApiFetchOptions): Promise<Answer<K>> {
  return parseAnswer(name, await apiFetch<unknown>(path, options), `${options?.method ?? 'GET'} ${path}`);
}
