// Every count is worded by i18next's plurals (issue 38: "1 adults, 0 children"): a value that puts a noun after
// {{count}} is a plural key (_one and _other), in both languages, and the code passes `count`.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten } from './french-typography.ts';

const dir = new URL('./', import.meta.url);
const files = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'));

describe.each(['en', 'fr'])('%s catalogues', (locale) => {
  it.each(files)('%s: a noun after {{count}} only in plural keys', (file) => {
    const values = flatten(JSON.parse(readFileSync(new URL(`${locale}/${file}`, dir), 'utf8'))) as Record<string, string>;
    const singular = Object.entries(values)
      .filter(([key, value]) => !/_(zero|one|two|few|many|other)$/.test(key) && /\{\{count\}\}\s\p{L}/u.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(singular).toEqual([]);
  });

  it.each(files)('%s: every _one has its _other', (file) => {
    const keys = Object.keys(flatten(JSON.parse(readFileSync(new URL(`${locale}/${file}`, dir), 'utf8'))));
    const lonely = keys.filter((key) => key.endsWith('_one') && !keys.includes(`${key.slice(0, -4)}_other`));
    expect(lonely).toEqual([]);
  });
});
