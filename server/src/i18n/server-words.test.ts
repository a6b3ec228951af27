// The one loader of the server's words: a key's words in either language with their placeholders filled, a missing
// key refused, and the two catalogues giving each sentence the same placeholders.
import { describe, expect, it } from 'vitest';
import { catalogue, fill, sectionWords, serverWords } from './server-words.ts';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('the server’s words', () => {
  it.each([
    ['en', 'uploads.UPLOAD_TOO_LARGE', { name: 'van.jpg', limit: 10 }, 'van.jpg is too large: photos can be up to 10 MB.'],
    [
      'fr',
      'uploads.UPLOAD_TOO_LARGE',
      { name: 'van.jpg', limit: 10 },
      'van.jpg est trop volumineux\u00a0: les photos peuvent peser jusqu’à 10 Mo.',
    ],
    ['en', 'verification.tooYoung', undefined, 'Drivers must be at least 21 years old.'],
    ['fr', 'verification.tooYoung', undefined, 'Les conducteurs doivent avoir au moins 21 ans.'],
  ] as const)('%s %s', (locale, key, values, text) => {
    expect(serverWords(locale, key, values)).toBe(text);
  });

  it('refuses a key the catalogue does not have, and a section', () => {
    expect(() => serverWords('fr', 'uploads.UPLOAD_LOST')).toThrow(/No words for "uploads.UPLOAD_LOST" in locales\/fr\/server.json/);
    expect(() => serverWords('en', 'uploads')).toThrow(/No words/);
    expect(() => sectionWords('en', 'paymentSimulator', ['title', 'missing'])).toThrow(/paymentSimulator.missing/);
  });

  it('fills the placeholders it is given and leaves the others as written', () => {
    expect(fill('{{name}} is {{ size }} MB, {{other}}', { name: 'a.png', size: 3 })).toBe('a.png is 3 MB, {{other}}');
    expect(['Élodie', 'Le Huard', 'Marc'].map((host) => fill('Au nom {{host, de}}', { host }, 'fr'))).toEqual([
      'Au nom d’Élodie',
      'Au nom du Huard',
      'Au nom de Marc',
    ]);
  });

  it('gives each sentence the same placeholders in English and French', () => {
    const fr = Object.fromEntries(flatten(catalogue('server', 'fr')));
    const mismatched = flatten(catalogue('server', 'en')).filter(
      ([key, en]) => placeholders(en).join() !== placeholders(fr[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('reads the pages’ titles from the app’s meta catalogue', () => {
    expect(catalogue('meta', 'en')).toHaveProperty('home');
  });
});
