// The one place the app parses the API's answers that carry money or state (bookings, the estimate, change and
// money requests, payments, payouts) with the contract's schemas before it trusts them. Each answer is first checked
// by its type guard, generated at build time from the same schema (`virtual:rove-answer-guards`,
// scripts/answer-guards.ts: a few KiB, no zod); an answer its guard accepts is the one zod would give back (no key
// the schema does not name among others), so a signed-in page's loader shows it without loading zod (issue 35). An
// answer without a guard, or one its guard refuses, is parsed by the schemas themselves (and zod), which load then, a
// dynamic import of `@rove/contract/answers`, never with a page's first load. An answer the schema refuses is reported and refused:
// the page shows its error instead of wrong money.
import type { AnswerName, AnswerSchemas } from '@rove/contract/answers';
import type { z } from 'zod';
import { answerGuards } from 'virtual:rove-answer-guards';
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

/** The build manifest's key of an answer's guard chunk (scripts/answer-guards.ts: `virtual:rove-answer-guards/<name>`). */
export const answerGuardSource = (name: AnswerName) => `virtual:rove-answer-guards/${name}`;

type Guard = (value: unknown) => boolean;
const guards = new Map<AnswerName, Promise<Guard | undefined>>();

/** The answer's guard (its chunk loaded once); undefined without one, or when it cannot load (zod parses then). */
function guardOf(name: AnswerName): Promise<Guard | undefined> {
  let guard = guards.get(name);
  if (!guard) {
    guard = (answerGuards[name]?.() ?? Promise.resolve(undefined)).catch(() => {
      guards.delete(name);
      return undefined;
    });
    guards.set(name, guard);
  }
  return guard;
}

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
  // Zod would give it back unchanged: no need of zod.
  if ((await guardOf(name))?.(value)) return value as Answer<K>;
  const schema = (await loadSchemas())[name] as unknown as z.ZodType<Answer<K>>;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const error = new AnswerShapeError(name, where, parsed.error.issues.slice(0, 10));
  reportError(error, { where, issues: error.issues });
  throw error;
}

/** apiFetch, then the answer parsed with the contract's schema of its name. */
export async function fetchAnswer<K extends AnswerName>(name: K, path: string, options?: ApiFetchOptions): Promise<Answer<K>> {
  // The guard's chunk loads beside the request.
  void guardOf(name);
  return parseAnswer(name, await apiFetch<unknown>(path, options), `${options?.method ?? 'GET'} ${path}`);
}
