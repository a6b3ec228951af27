// French typography of the catalogues (issue 38): `node locales/french-typography.ts --write` puts the no-break spaces
// before : ; ? ! and inside guillemets in every locales/fr value (placeholders and addresses untouched, and the signed
// texts below), as locales/french-typography.test.ts requires. Run it after adding French words; it changes nothing else.
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

/**
 * French values kept byte for byte as they were signed, by file and dotted key. The rental agreement's version 2026-1
 * (server/src/booking/agreement.ts) is signed and its text hashed, and it was signed with plain spaces before its
 * colons and inside its guillemets and none before its semicolons: its text stays so (a new version of the agreement
 * takes the no-break spaces, and its keys leave this list). The test holds each key to still need the fix.
 */
export const signedAsWritten: Readonly<Record<string, readonly string[]>> = {
  'server.json': [
    'agreement.parties.body',
    'agreement.allowances.body',
    'agreement.closeout.body',
    'agreement.cancellation.body',
    'agreement.signature.body',
  ],
};

function respace(value: unknown, kept: readonly string[], prefix = ''): unknown {
  if (typeof value === 'string') return kept.includes(prefix) ? value : frenchSpacing(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, respace(v, kept, prefix ? `${prefix}.${k}` : k)]));
  return value;
}

if (process.argv.includes('--write')) {
  for (const file of frenchFiles()) {
    const url = new URL(file, frenchDir);
    const before = readFileSync(url, 'utf8');
    const after = `${JSON.stringify(respace(JSON.parse(before), signedAsWritten[file] ?? []), null, 2)}\n`;
    if (after !== before) {
      writeFileSync(url, after);
      console.log(`locales/fr/${file}: spacing fixed`);
    }
  }
}
