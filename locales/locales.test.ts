// Every key exists in both catalogues, with a value: no English on a French page, no empty words.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url);
const namespaces = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'));

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  return { [prefix]: value };
}

const load = (locale: string, file: string) => flatten(JSON.parse(readFileSync(new URL(`${locale}/${file}`, dir), 'utf8')));

describe('message catalogues', () => {
  it('exist for the same namespaces in English and French', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(
      readdirSync(new URL('fr/', dir))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: same keys in both languages, no empty values', (file) => {
    const en = load('en', file);
    const fr = load('fr', file);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of [...Object.entries(en), ...Object.entries(fr)]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each(namespaces)('%s: French sentences are not left in English', (file) => {
    const en = load('en', file);
    const fr = load('fr', file);
    // Words that are the same in both languages (brand, codes, some titles) are allowed; whole sentences are not.
    const same = Object.keys(en).filter((key) => en[key] === fr[key] && String(en[key]).split(' ').length > 3);
    expect(same).toEqual([]);
  });
});
