// Plural forms for the widgets' words. French treats 0 and 1 as singular ("0 nuit"), English only 1 ("0 nights").
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** Picks the form for `count`: `plural('fr-CA', 0, { one: 'nuit', other: 'nuits' })` -> 'nuit'. */
export function plural(locale: string, count: number, forms: { one: string; other: string }): string {
  return pluralCategory(locale, count) === 'one' ? forms.one : forms.other;
}
