// A shared formatter's resolvedOptions() is worked out once, and each caller still gets its own copy to change.
import { expect, it } from 'vitest';
import { withResolvedOptionsKept } from './intl-cache.ts';

it('answers resolvedOptions() as the formatter does, with a copy each caller may change', () => {
  const plain = new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const kept = withResolvedOptionsKept(new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  expect(kept.resolvedOptions()).toEqual(plain.resolvedOptions());
  const first = kept.resolvedOptions();
  first.hourCycle = 'h11';
  first.calendar = 'ethioaa';
  expect(kept.resolvedOptions()).toEqual(plain.resolvedOptions());
  const rules = withResolvedOptionsKept(new Intl.PluralRules('en'));
  rules.resolvedOptions().pluralCategories.push('many');
  expect(rules.resolvedOptions().pluralCategories).toEqual(new Intl.PluralRules('en').resolvedOptions().pluralCategories);
  expect(kept.format(new Date(Date.UTC(2027, 0, 5)))).toBe(plain.format(new Date(Date.UTC(2027, 0, 5))));
});
