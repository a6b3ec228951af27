// French typography of the catalogues (issue 38): `node locales/french-typography.ts --write` puts the no-break spaces
// before : ; ? ! and inside guillemets in every locales/fr value (placeholders and addresses untouched), as
// locales/french-typography.test.ts requires. Run it after adding French words; it changes nothing else.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { frenchSpacing } from '@rove/contract/french';

export const frenchDir = new URL('./fr/', import.meta.url);

export function frenchFiles(): string[] {
  return readdirSync(frenchDir).filter((f) => f.endsWith('.json'));
}

/** Every value of a catalogue by its dotted key. */
export function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return { [prefix]: value };
}

function respace(value: unknown): unknown {
  if (typeof value === 'string') return frenchSpacing(value);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, respace(v)]));
  return value;
}

if (process.argv.includes('--write')) {
  for (const file of frenchFiles()) {
    const url = new URL(file, frenchDir);
    const before = readFileSync(url, 'utf8');
    const after = `${JSON.stringify(respace(JSON.parse(before)), null, 2)}\n`;
    if (after !== before) {
      writeFileSync(url, after);
      console.log(`locales/fr/${file}: spacing fixed`);
    }
  }
}
