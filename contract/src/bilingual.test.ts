import { describe, expect, it } from 'vitest';
import { type CodeWords, codeWordsKey, inLanguage, localeNumber } from './bilingual.ts';

describe('one shape for bilingual data: { en, fr }, picked by inLanguage', () => {
  it.each([
    ['en', 'yes'],
    ['en-US', 'yes'],
    ['fr', 'oui'],
    ['fr-CA', 'oui'],
    ['de', 'yes'],
  ])('%s reads %s', (language, text) => {
    expect(inLanguage({ en: 'yes', fr: 'oui' }, language)).toBe(text);
  });
});

describe('code catalogues: keys of the locale files', () => {
  const words: CodeWords = { section: 'demo', codes: ['A.b', 'C.d'], fallback: 'C.d', values: () => ({}) };

  it('keys a known code in its section, an unknown one as the fallback, or none without a fallback', () => {
    expect(codeWordsKey(words, 'A.b')).toBe('demo.A.b');
    expect(codeWordsKey(words, 'X.y')).toBe('demo.C.d');
    expect(codeWordsKey({ ...words, fallback: undefined }, 'X.y')).toBeNull();
  });

  it('writes numbers as each language does', () => {
    expect(localeNumber(5000, 'en')).toBe('5,000');
    expect(localeNumber(5000, 'fr')).toMatch(/^5\s000$/);
  });
});
