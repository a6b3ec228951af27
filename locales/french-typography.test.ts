// The French catalogues follow French typography: a no-break space before a colon, a narrow one before ; ? and !
// (fix them all with `node locales/french-typography.ts --write`), "d’" before a vowel, and a name after "de" goes
// through the elision formatter ({{name, de}} gives "d’Élodie", "du Huard", "de Marc"; app/src/i18n/i18n.ts).
import { readFileSync } from 'node:fs';
import { frenchTypographyProblems } from '@rove/contract/french';
import { describe, expect, it } from 'vitest';
import { flatten, frenchDir, frenchFiles, signedAsWritten } from './french-typography.ts';

/** Placeholders whose values are words (names, RVs, places, months): "de" before them depends on the value. */
const wordPlaceholders = /\b(de|que) \{\{(name|other|host|renter|author|rv|place|city|region|month|title)\}\}/;

describe.each(frenchFiles())('locales/fr/%s', (file) => {
  const values = flatten(JSON.parse(readFileSync(new URL(file, frenchDir), 'utf8'))) as Record<string, string>;
  const signed = signedAsWritten[file] ?? [];

  it('puts no-break spaces before : ; ? ! and elides "de" before a vowel', () => {
    const problems = Object.entries(values)
      .filter(([key]) => !signed.includes(key))
      .flatMap(([key, value]) => frenchTypographyProblems(value).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('keeps a signed text as it was signed only while it needs it (the list can only shrink)', () => {
    const fine = signed.filter((key) => typeof values[key] !== 'string' || frenchTypographyProblems(values[key]).length === 0);
    expect(fine).toEqual([]);
  });

  it('writes "de" before a name through the elision formatter', () => {
    const found = Object.entries(values)
      .filter(([, value]) => wordPlaceholders.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(found).toEqual([]);
  });
});
