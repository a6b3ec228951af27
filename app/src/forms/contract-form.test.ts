import { RenterRequestSchema, SignUpBodySchema } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../../locales/en/forms.json';
import fr from '../../../locales/fr/forms.json';
import { codeProblems, isContractCode, problemKeys, serverProblems, validateWith } from './contract-form.ts';

const signUp = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Password: 'long enough' };

describe('validateWith: zod issues of the contract schema as stable codes by field', () => {
  it('passes a valid body and hands back the parsed one (trimmed as the server reads it)', () => {
    expect(validateWith(SignUpBodySchema, { ...signUp, Email: ' ada@example.com ' })).toEqual({
      ok: true,
      data: { ...signUp, Email: 'ada@example.com' },
    });
  });

  it.each([
    [{ FirstName: '' }, 'FirstName', { code: 'required' }],
    [{ FirstName: '   ' }, 'FirstName', { code: 'required' }],
    [{ LastName: 'x'.repeat(51) }, 'LastName', { code: 'tooLong', values: { maximum: 50 } }],
    [{ Email: '' }, 'Email', { code: 'required' }],
    [{ Email: 'ada@example' }, 'Email', { code: 'email' }],
    [{ Password: 'short' }, 'Password', { code: 'tooShort', values: { minimum: 8 } }],
    [{ Password: 'x'.repeat(129) }, 'Password', { code: 'tooLong', values: { maximum: 128 } }],
  ] as const)('%o -> %s %o', (change, field, problem) => {
    const checked = validateWith(SignUpBodySchema, { ...signUp, ...change });
    expect(checked).toEqual({ ok: false, problems: { [field]: problem } });
  });

  it('maps nested paths to the form fields, first problem of a field only', () => {
    const checked = validateWith(
      RenterRequestSchema,
      { Renter: { Address: { PostalCode: '1' } }, MessageToHost: '' },
      (path) => ({ 'Renter.Address.PostalCode': 'postalCode', 'Renter.FirstName': 'firstName' })[path] ?? path,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.postalCode).toEqual({ code: 'tooShort', values: { minimum: 3 } });
    expect(checked.problems.firstName).toEqual({ code: 'required' });
    expect(checked.problems['Renter.DateOfBirth']).toEqual({ code: 'required' });
  });

  it('numbers, choices, formats and refinements have codes too; a refinement may name its own', () => {
    const schema = z.object({
      Guests: z.number().min(1).max(8),
      Kind: z.enum(['a', 'b']),
      Code: z.string().regex(/^\d{6}$/),
      Day: z.string().refine((value) => value > '2000', { params: { code: 'tooEarly' } }),
      Other: z.string().refine((value) => value === 'ok'),
    });
    const checked = validateWith(schema, { Guests: 9, Kind: 'c', Code: '12a', Day: '1999', Other: 'no' });
    expect(checked).toEqual({
      ok: false,
      problems: {
        Guests: { code: 'tooBig', values: { maximum: 8 } },
        Kind: { code: 'choice' },
        Code: { code: 'format' },
        Day: { code: 'tooEarly' },
        Other: { code: 'invalid' },
      },
    });
    expect(validateWith(schema, { Guests: 0, Kind: 'a', Code: '123456', Day: '2001', Other: 'ok' })).toMatchObject({
      problems: { Guests: { code: 'tooSmall', values: { minimum: 1 } } },
    });
  });
});

describe('the words of the codes', () => {
  it('the form’s own key first, then the shared one', () => {
    expect(problemKeys('auth', 'Email', { code: 'required' })).toEqual(['auth:form.Email.required', 'forms:required']);
  });

  it('every shared code is worded in English and French, with the same placeholders', () => {
    const codes = ['required', 'tooShort', 'tooLong', 'tooSmall', 'tooBig', 'email', 'format', 'choice', 'invalid'];
    // Beside them, one section per contract catalogue (rv, host, messages: locales/code-words.test.ts).
    expect(
      Object.keys(en)
        .filter((key) => typeof en[key as keyof typeof en] === 'string')
        .sort(),
    ).toEqual([...codes].sort());
    expect(
      Object.keys(en)
        .filter((key) => typeof en[key as keyof typeof en] !== 'string')
        .sort(),
    ).toEqual(['host', 'messages', 'rv']);
    const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];
    for (const code of codes)
      expect(placeholders(fr[code as keyof typeof fr] as string), code).toEqual(placeholders(en[code as keyof typeof en] as string));
  });
});

describe('codes the contract names, and the server’s own sentences', () => {
  it('a schema’s message code comes with the problem, for forms worded by the contract’s catalogue', () => {
    const schema = z.object({
      FirstName: z.string().min(1, { error: 'FirstName.required' }),
      Cvc: z.string().regex(/^\d{3,4}$/, { error: 'CardCvc.format' }),
    });
    expect(validateWith(schema, { FirstName: '', Cvc: '1' })).toEqual({
      ok: false,
      problems: {
        FirstName: { code: 'required', contractCode: 'FirstName.required' },
        Cvc: { code: 'format', contractCode: 'CardCvc.format' },
      },
    });
    expect(isContractCode('Use a date as YYYY-MM-DD.')).toBe(false);
    expect(isContractCode('MESSAGE_TOO_LONG')).toBe(true);
    expect(isContractCode('Invalid input')).toBe(false);
    expect(isContractCode('OK')).toBe(false);
    expect(codeProblems({ AccountNumber: ['AccountNumber.mismatch'], Other: [] })).toEqual({
      AccountNumber: { code: 'invalid', contractCode: 'AccountNumber.mismatch' },
    });
  });

  it('a field is empty by the form’s value when given (a date typed nowhere is NaN in the body)', () => {
    const schema = z.object({ ExpMonth: z.number().int().min(1).max(12) });
    expect(validateWith(schema, { ExpMonth: Number.NaN }, () => 'expiry', { expiry: '' })).toMatchObject({
      problems: { expiry: { code: 'required' } },
    });
    expect(validateWith(schema, { ExpMonth: Number.NaN }, () => 'expiry', { expiry: '13/30' })).toMatchObject({
      problems: { expiry: { code: 'invalid' } },
    });
  });

  it('server field errors land on the form’s fields with their first sentence', () => {
    expect(
      serverProblems({ ExpMonth: ['Cette carte est expirée.', 'x'], Number: [] }, (path) => (path.startsWith('Exp') ? 'Expiry' : path)),
    ).toEqual({
      Expiry: { code: 'server', text: 'Cette carte est expirée.' },
    });
  });
});
