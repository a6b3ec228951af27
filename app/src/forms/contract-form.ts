// The one way forms check their values: with the contract's zod schema of the request body (the very schema the
// server validates it with), each issue turned into a stable code that the catalogues word in English and French.
// Pure; the hook around it is use-contract-form.ts.
import { type CodeWords, codeWordsKey, codeWordsNamespace, type Locale } from '@rove/contract/vocabulary';
import type { z } from 'zod';

/** What words a key: i18next's `t` (react-i18next's hook, or an instance's). */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A contract code's sentence in a language, from the forms catalogue with the code's values (the server words the
 * same code from the same file); an unknown code without a fallback is its own words.
 */
export function codeText(t: Translate, words: CodeWords, code: string, locale: Locale): string {
  const key = codeWordsKey(words, code);
  return key === null ? code : t(`${codeWordsNamespace}:${key}`, { lng: locale, ...words.values(code, locale) });
}

/**
 * The stable codes of a field's problem. A form may add codes of its own rules (tooYoung, licenceExpired...):
 * every code is a key of the forms catalogue, which a form's own namespace can word better for one field.
 */
export type ProblemCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'email'
  | 'format'
  | 'choice'
  | 'invalid'
  | (string & {});

/**
 * A field's problem: its code and the values its message interpolates ({{minimum}}, {{maximum}}...), or the
 * sentence the server answered with (`text`, already in the request's language).
 */
export interface FieldProblem {
  code: ProblemCode;
  values?: Record<string, string | number>;
  /** The code the contract names for it (`CardNumber.invalid`), for forms worded by the contract's catalogue. */
  contractCode?: string;
  text?: string;
}

export type FieldProblems<F extends string = string> = Partial<Record<F, FieldProblem>>;

export type ContractCheck<Data> = { ok: true; data: Data } | { ok: false; problems: FieldProblems };

/** What the body holds at an issue's path (to tell an empty field from a wrong one). */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A code the contract's schema names itself (`CardNumber.invalid`, `Name.required`, or a refusal code of the
 * messages, `MESSAGE_TOO_LONG`), worded by the contract's own catalogue of the feature (hostWords, rvWords,
 * messageWords: sentences in locales/{en,fr}/forms.json), the one the server answers with.
 */
export const isContractCode = (code: string) => /^(?:[A-Z][A-Za-z0-9]*\.[A-Za-z0-9]+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/.test(code);

/**
 * The stable code of one zod issue: `required` for any problem of an empty field, else by the issue's kind; with
 * the contract's own code when its schema names one.
 */
export function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  const problem = kindOf(issue, value);
  return isContractCode(issue.message) ? { ...problem, contractCode: issue.message } : problem;
}

function kindOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  if (isEmpty(value)) return { code: 'required' };
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? { code: 'tooShort', values: { minimum: Number(issue.minimum) } }
        : { code: 'tooSmall', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { code: 'tooLong', values: { maximum: Number(issue.maximum) } }
        : { code: 'tooBig', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'format' };
    case 'invalid_value':
      return { code: 'choice' };
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return { code: typeof code === 'string' ? code : 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

/**
 * Checks a request body with its contract schema. Problems are keyed by form field: `fieldOf` names the field of a
 * body path ('Address.Street' -> 'street'); by default the field is the path itself. The first issue of a field wins.
 * A field is empty (`required`) when the form's value of it is (given `values`), else when the body's is.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  body: unknown,
  fieldOf: (path: string) => string = (path) => path,
  values?: Record<string, unknown>,
): ContractCheck<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    const value = values && field in values ? values[field] : valueAt(body, issue.path);
    problems[field] ??= problemOf(issue, value);
  }
  return { ok: false, problems };
}

/** Problems of rules the contract checks beyond the schema, given as codes by field (`{ AccountNumber: ['AccountNumber.mismatch'] }`). */
export function codeProblems(codes: Partial<Record<string, string[]>>): FieldProblems {
  return Object.fromEntries(
    Object.entries(codes).flatMap(([field, list]) => (list?.[0] ? [[field, { code: 'invalid', contractCode: list[0] }]] : [])),
  );
}

/** The server's field errors (`Errors`: body path -> sentences) as problems of the form's fields. */
export function serverProblems(errors: Record<string, string[]> | undefined, fieldOf: (path: string) => string = (path) => path) {
  const problems: FieldProblems = {};
  for (const [path, sentences] of Object.entries(errors ?? {}))
    if (sentences[0]) problems[fieldOf(path)] ??= { code: 'server', text: sentences[0] };
  return problems;
}

/**
 * The catalogue keys of a problem, most particular first: the form's own wording for this field and code
 * (`<namespace>:form.<field>.<code>`), then the shared one (`forms:<code>`). Give them to i18next's `t` as they are.
 */
export function problemKeys(namespace: string, field: string, problem: FieldProblem): string[] {
  return [`${namespace}:form.${field}.${problem.code}`, `forms:${problem.code}`];
}
