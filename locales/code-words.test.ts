// The contract's code catalogues (rvWords, hostWords, messageWords) against their sentences in forms.json: every code
// worded in English and French, each sentence filling only the values the contract gives it, no sentence left over
// (issue 39: the contract holds the keys, locales/ the sentences; the app and the server read the same files).
import { readFileSync } from 'node:fs';
import { type CodeWords, codeWordsKey, hostWords, messageWords, rvNotBookableKey, rvWords } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { flatten } from './french-typography.ts';

const load = (locale: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(new URL(`./${locale}/${namespace}.json`, import.meta.url), 'utf8'))) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe.each([
  ['rvWords', rvWords],
  ['hostWords', hostWords],
  ['messageWords', messageWords],
] as [string, CodeWords][])('%s', (_name, words) => {
  it.each(['en', 'fr'] as const)('words every code in %s with the values the contract gives', (locale) => {
    const forms = load(locale, 'forms');
    const problems = words.codes.flatMap((code) => {
      const text = forms[codeWordsKey(words, code) ?? ''];
      if (typeof text !== 'string') return [`${code}: no sentence`];
      const given = Object.keys(words.values(code, locale));
      return placeholders(text)
        .filter((name) => !given.includes(name))
        .map((name) => `${code}: {{${name}}} not given`);
    });
    expect(problems).toEqual([]);
  });

  it('has a French sentence apart from the English one, and no sentence without its code', () => {
    const en = load('en', 'forms');
    const fr = load('fr', 'forms');
    const keys = words.codes.map((code) => `${words.section}.${code}`);
    expect(keys.filter((key) => en[key] === fr[key])).toEqual([]);
    expect(Object.keys(en).filter((key) => key.startsWith(`${words.section}.`) && !keys.includes(key))).toEqual([]);
  });
});

it('words a suspended host’s RV on the listing page and in the API’s refusal', () => {
  expect(load('en', 'listing')[rvNotBookableKey]).toMatch(/^This RV cannot be booked/);
  expect(load('fr', 'listing')[rvNotBookableKey]).toMatch(/^Ce VR ne peut pas être réservé/);
});
