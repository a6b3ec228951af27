// French typography and grammar that client and server both write (the app's i18next formatter, the server's mails
// and documents): elision and contraction of "de" before a name, the first of the month, the non-breaking spaces
// before high punctuation. Pure, zod-free, so the app's base and the server both take it.

/** U+00A0, before a colon and inside guillemets. */
export const nbsp = '\u00a0';
/** U+202F (espace fine insécable), before ; ? and !. */
export const narrowNbsp = '\u202f';

const vowelStart = /^[aeiouœæàâäéèêëîïôöûüAEIOUŒÆÀÂÄÉÈÊËÎÏÔÖÛÜ]/;

/**
 * "de" before a word as French writes it: "d’Élodie", "d’avril", "du Huard voyageur" (for "Le Huard voyageur"),
 * "des Rocheuses" (for "Les Rocheuses"), "de Marc". An h is left alone (muet or aspiré cannot be told from spelling).
 */
export function frenchDe(word: string): string {
  const value = word.trim();
  const article = /^(Le|Les|le|les) (.+)$/.exec(value);
  if (article) return `${article[1].toLowerCase() === 'le' ? 'du' : 'des'} ${article[2]}`;
  return vowelStart.test(value) ? `d’${value}` : `de ${value}`;
}

/** "à" before a word: "au Huard voyageur" for "Le Huard voyageur", "aux Rocheuses", else "à Montréal". */
export function frenchA(word: string): string {
  const value = word.trim();
  const article = /^(Le|Les|le|les) (.+)$/.exec(value);
  if (article) return `${article[1].toLowerCase() === 'le' ? 'au' : 'aux'} ${article[2]}`;
  return `à ${value}`;
}

const months = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const firstOfMonth = new RegExp(`(^|[\\s(])1(\\s|${nbsp}|${narrowNbsp})(${months})`, 'g');

/** "1 décembre" as French writes it: "1er décembre" (Intl leaves the ordinal out). Other days are unchanged. */
export function frenchFirstOfMonth(text: string): string {
  return text.replace(firstOfMonth, '$11er$2$3');
}

/** Placeholders, nesting, addresses and clock times: typography rules do not apply inside them. */
const protectedParts = /\{\{[^}]*\}\}|\$t\([^)]*\)|(?:https?|mailto):[^\s)]+|\b\d{1,2}:\d{2}\b|\bHH:MM\b/g;

function outsideProtected(text: string, change: (part: string) => string): string {
  const kept: string[] = [];
  const masked = text.replace(protectedParts, (part) => {
    kept.push(part);
    return `\uE000${kept.length - 1}\uE000`;
  });
  return change(masked).replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)]);
}

/**
 * French spacing: a no-break space before a colon and inside guillemets, a narrow one before ; ? and !
 * (placeholders, addresses and clock times untouched).
 */
export function frenchSpacing(text: string): string {
  return outsideProtected(text, (part) =>
    part
      .replace(/[ \u00a0\u202f]*:/g, `${nbsp}:`)
      .replace(/[ \u00a0\u202f]*([;?!])/g, `${narrowNbsp}$1`)
      .replace(/«[ \u00a0\u202f]*/g, `«${nbsp}`)
      .replace(/[ \u00a0\u202f]*»/g, `${nbsp}»`)
      .replace(/^[\u00a0\u202f]([:;?!])/, '$1'),
  );
}

/** What frenchSpacing would change, and a static "de" before a vowel: the problems of one French text. */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  outsideProtected(text, (part) => {
    for (const match of part.matchAll(/(^|.)([:;?!»])/g)) {
      const [, before, mark] = match;
      if (match.index === 0 && before === '') continue;
      const wanted = mark === ':' ? nbsp : mark === '»' ? nbsp : narrowNbsp;
      if (before !== wanted && !(mark !== ':' && before === nbsp)) problems.push(`no-break space before "${mark}"`);
    }
    for (const match of part.matchAll(/«(.)/g)) if (match[1] !== nbsp) problems.push('no-break space after "«"');
    for (const match of part.matchAll(/(^|[\s(’'])de ([^\s\uE000]+)/g))
      if (vowelStart.test(match[2]) && !/^(oui|onze)/i.test(match[2])) problems.push(`"de ${match[2]}" (elision: d’)`);
    return part;
  });
  return problems;
}
