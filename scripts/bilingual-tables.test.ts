// Issue 39: "bilingual sentences live in locales/". A TypeScript table of sentences in English and French side by
// side (`{ en: 'Book now', fr: 'Réserver' }`) in the contract, the server or the app fails here: put the sentences in
// locales/{en,fr}/*.json (the app reads them with react-i18next, the server with server/src/i18n/server-words.ts,
// the contract holds only keys). Data in two languages is allowed by file, with its reason; every other table fails.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bilingualTables, bilingualTablesIn } from './bilingual-tables.ts';
import { sourceFiles } from './source-files.ts';

const root = new URL('..', import.meta.url).pathname;
/** Where sentences belong in locales/. (ui/ is the published design system: its default words ship with it, in code.) */
const folders = ['contract/src', 'server/src', 'app/src'];

/** Data in two languages by design, not sentences of the product. */
const dataFiles: Record<string, string> = {
  'server/src/seed/catalog.ts': 'seed data: the catalogue of RVs as owners would write them, in both languages',
  'server/src/seed/photo-shots.ts': 'seed data: photo captions as owners would write them',
  'server/src/geocoding/regions.ts': 'place names (provinces and countries), proper nouns',
  'app/src/shell/server/listing-fixture.ts': 'a listing as the API answers it (its owner’s words in both languages)',
};

const found = () =>
  Object.fromEntries(
    folders
      .flatMap((folder) => sourceFiles(`${root}${folder}`))
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .map((path) => [relative(root, path), bilingualTables(path)] as const)
      .filter(([, tables]) => tables.length > 0),
  );

describe('bilingual sentence tables', () => {
  it('tells a sentence table from data that only looks like one', () => {
    const tables = (text: string) => bilingualTablesIn('example.ts', text).map((table) => table.line);
    expect(tables(`const a = { en: 'Book now', fr: 'Réserver maintenant' };`)).toEqual([1]);
    expect(tables(`const a = {\n  x: { en: (n: number) => \`\${n} nights\`, fr: (n: number) => \`\${n} nuits\` },\n};`)).toEqual([2]);
    expect(tables(`const a = { en: { Flexible: 'Flexible' }, fr: { Flexible: 'Souple' } };`)).toEqual([1]);
    expect(tables(`const a = { en: \`Use \${max} characters.\`, fr: \`Utilisez \${max} caractères.\` };`)).toEqual([1]);
    // Paths, single words (a name) and empty texts are not sentences.
    expect(tables(`const a = { en: '/about', fr: '/fr/a-propos' }, b = { en: 'Ontario', fr: 'Ontario' }, c = { en: '', fr: '' };`)).toEqual(
      [],
    );
    expect(tables('const path = { en: `/:dashboard${rest}`, fr: `/fr/:dashboard${rest}` };')).toEqual([]);
    // A sentence picked by language is a table too; a locale tag or a path picked by language is not.
    expect(tables(`const a = locale === 'fr' ? 'Fermer la fenêtre' : 'Close the window';`)).toEqual([1]);
    expect(tables(`const a = 'fr' === language ? \`Bonjour \${name}, bienvenue\` : \`Hi \${name}, welcome\`;`)).toEqual([1]);
    expect(tables(`const a = locale === 'fr' ? 'fr-CA' : 'en-US', b = language === 'fr' ? '/fr' : '';`)).toEqual([]);
  });

  it('finds none outside the data files', () => {
    const outside = Object.entries(found())
      .filter(([file]) => !(file in dataFiles))
      .flatMap(([file, list]) => list.map((table) => `${file}:${table.line} fr: ${table.fr}`));
    expect(outside).toEqual([]);
  });
});
