// The one form pattern of the app: the values, their check with the contract's schema of the request body (and the
// form's own rules), the field props that show each problem (react-aria wires aria-invalid and aria-describedby),
// the first invalid field focused on submit, and values kept as typed whatever fails.
import type { CodeWords } from '@rove/contract/vocabulary';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ContentNamespace } from '../i18n/content-namespaces.ts';
import type { Namespace } from '../i18n/i18n.ts';
import { codeText, type FieldProblems, problemKeys, serverProblems, validateWith } from './contract-form.ts';

/** The form's values by field: text mostly, or what a field holds (a number, a list of choices). */
type FormValues = Record<string, unknown>;

const focusable = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * A schema, or what loads it: `() => import('./booking-schemas.ts').then((m) => m.CloseoutRequestSchema)`. A form
 * loads its schema (and zod with it) at its first check, never with the page that shows it.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

interface ContractFormOptions<V extends FormValues, S extends z.ZodType> {
  /** The contract's schema of the request body, the one the server validates it with (or what loads it). */
  schema: SchemaSource<S>;
  initial: V | (() => V);
  /**
   * The request body of the values; may read a file. Its type is the schema's to check (form values are looser than
   * the body: a country typed as text, a rating not given yet); the submit handler receives it parsed.
   */
  toBody: (values: V) => unknown;
  /** The field of a body path ('Address.Street' -> 'street'); by default the path is the field. */
  fieldOf?: (path: string) => keyof V & string;
  /** Rules beyond the schema (another field, the trip's dates); a schema problem of a field comes first. Given the schema, loaded. */
  check?: (values: V, schema: S) => FieldProblems<keyof V & string>;
  /** Where the fields are when a submit comes without an event (a wizard's buttons): the first invalid one there takes the focus. */
  scope?: { readonly current: HTMLElement | null };
  /** The namespace whose `form.<field>.<code>` keys word a problem better than the shared forms catalogue. */
  namespace: Namespace | ContentNamespace;
  /**
   * The contract's catalogue of the codes its schema names (hostWords, rvWords, messageWords: their sentences in
   * forms.json), when it names some; a `form.<field>.<code>` key of the namespace still words a field better.
   */
  words?: CodeWords;
}

export function useContractForm<V extends FormValues, S extends z.ZodType>(options: ContractFormOptions<V, S>) {
  const { schema, toBody, fieldOf, check, namespace, words } = options;
  const { t, i18n } = useTranslation([namespace, 'forms']);
  const [values, setValues] = useState<V>(options.initial);
  const [problems, setProblems] = useState<FieldProblems<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLElement | null>(null);

  // After a refused submit, the first field marked invalid (in the page's order) takes the focus.
  useEffect(() => {
    const invalid = attempt ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type=hidden])') : null;
    // A group (radios, stars) is marked as a whole: its first control takes the focus.
    if (invalid) (invalid.matches(focusable) ? invalid : (invalid.querySelector<HTMLElement>(focusable) ?? invalid)).focus();
  }, [attempt]);

  // Typing in a field clears its problem (the values are checked again on submit).
  const set =
    <K extends keyof V & string>(field: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems(({ [field]: _cleared, ...rest }) => rest as typeof problems);
    };

  /** The problem of a field in the page's language. */
  const message = (field: keyof V & string): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem.text) return problem.text;
    const keys = problemKeys(namespace, field, problem);
    // The form's own wording of this field's problem, then the contract's catalogue, then the shared one.
    if (words && problem.contractCode && !i18n.exists(keys[0]))
      return codeText(t, words, problem.contractCode, i18n.language === 'fr' ? 'fr' : 'en');
    return t(keys, problem.values ?? {});
  };

  /** Shows the server's field errors (`Errors` of an answer's body, a 400 or 422) on the fields, the first one focused. */
  const showServerErrors = (body: unknown) => {
    const errors = (body as { Errors?: Record<string, string[]> } | null | undefined)?.Errors;
    const found = serverProblems(errors, fieldOf) as FieldProblems<keyof V & string>;
    setProblems(found);
    if (Object.keys(found).length) setAttempt((count) => count + 1);
  };

  /** The props of a field bound to one value (text fields, and ui fields of numbers or lists alike). */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: set(name),
    isInvalid: Boolean(problems[name]),
    errorMessage: message(name),
  });

  /**
   * The submit handler: checks, then hands the parsed body to `onValid`; a second press while it runs does nothing.
   * A form's other button (a preview) may check the values the same way: its click is handled like a submit; called
   * without an event, the first invalid field is looked for in `scope`.
   */
  const onSubmit = (onValid: (body: z.output<S>, values: V) => unknown) => async (event?: SyntheticEvent) => {
    event?.preventDefault();
    formRef.current = event ? (event.currentTarget as HTMLElement).closest('form') : (options.scope?.current ?? null);
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const body = await toBody(values);
      const loaded = typeof schema === 'function' ? await schema() : schema;
      const checked = validateWith(loaded, body, fieldOf, values);
      const found = { ...check?.(values, loaded), ...(checked.ok ? {} : checked.problems) } as FieldProblems<keyof V & string>;
      setProblems(found);
      if (!checked.ok || Object.keys(found).length) {
        setAttempt((count) => count + 1);
        return;
      }
      setPending(true);
      await onValid(checked.data, values);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return {
    values,
    setValues,
    set,
    problems,
    setProblems,
    message,
    field,
    onSubmit,
    showServerErrors,
    pending,
    invalid: Object.keys(problems).length > 0,
  };
}
