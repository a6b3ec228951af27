// What a screen story's API answers: each built and checked by the contract's zod schema of that answer, so a story
// cannot drift from the API (a field renamed in the contract fails the story as it loads, with zod's message).
import type { z } from 'zod';

const checked: unique symbol = Symbol('checked by the contract');

/** An API answer parsed by its contract schema (`answer()`), or typed by the contract's interface (`typedAnswer()`). */
export interface Answer<T = unknown> {
  readonly [checked]: 'schema' | 'type';
  readonly value: T;
  /** The schema's name (its `.meta({ id })`), for messages. */
  readonly schema: string;
}

/** Parses `value` with the contract's `schema`: throws with the path of every wrong field. */
export function answer<S extends z.ZodType>(schema: S, value: z.input<S>): Answer<z.output<S>> {
  const name = (schema.meta() as { id?: string } | undefined)?.id ?? 'schema';
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`Story data does not match the contract's ${name}: ${problems}`);
  }
  return { [checked]: 'schema', value: parsed.data, schema: name };
}

/**
 * An answer the contract describes by a TypeScript interface only (no zod schema yet: the booking, payouts, the
 * dashboards): checked at compile time against that interface. `typedAnswer<PayoutMethod>()({ ... })`.
 */
export function typedAnswer<T>(): (value: T) => Answer<T> {
  return (value) => ({ [checked]: 'type', value, schema: 'interface' });
}

/** The answers a screen reads, keyed by the API URL it fetches (path and query, as the page asks for it). */
export type Answers = Record<string, Answer>;
