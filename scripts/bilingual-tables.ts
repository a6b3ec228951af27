// Finds TypeScript tables of sentences in English and French side by side (`{ en: 'Book now', fr: 'Réserver' }`,
// `{ en: (n) => ..., fr: (n) => ... }`, `{ en: { Flexible: ... }, fr: { ... } }`, and `locale === 'fr' ? 'Réserver' :
// 'Book now'`): issue 39 wants sentences in
// locales/{en,fr}/*.json, which the app reads with react-i18next and the server with server-words. Read by
// scripts/bilingual-tables.test.ts. Data in two languages (a listing's description, captions, place names, paths)
// is not a sentence table: that test allows its files by name. Parsed with oxc-parser (ESTree), as TypeScript 7
// has no JavaScript API.
import { readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';

export interface BilingualTable {
  /** 1-based line of the object literal. */
  line: number;
  /** The French side as written, cut short. */
  fr: string;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Text that reads as words: a letter and a space (one word alone, a path or an id is not a sentence). */
const isWords = (text: string) => /\p{L}/u.test(text) && /\s/.test(text.trim());

function isSentence(node: Node): boolean {
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return isSentence(node.expression as Node);
    case 'Literal':
      return typeof node.value === 'string' && isWords(node.value);
    case 'TemplateLiteral':
      return isWords((node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(''));
    // A sentence built from values, or a table of words by key (one language's side of a table of tables).
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return true;
    case 'ObjectExpression':
      return (node.properties as unknown[]).length > 0;
    default:
      return false;
  }
}

const keyName = (property: Node): string | undefined => {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

/** `language === 'fr'` (either side), or a flag named `fr`: the test of a sentence chosen by language. */
const isFrenchTest = (node: Node): boolean =>
  (node.type === 'Identifier' && node.name === 'fr') ||
  (node.type === 'BinaryExpression' &&
    ['===', '=='].includes(node.operator as string) &&
    [node.left, node.right].some((side) => (side as Node).type === 'Literal' && (side as Node).value === 'fr'));

/** Text that reads as words, written in place (a literal or a template). */
const isWrittenWords = (node: Node) => (node.type === 'Literal' || node.type === 'TemplateLiteral') && isSentence(node);

/** The `{ en, fr }` sentence tables of a source text, and the sentences picked by `language === 'fr' ? '…' : '…'`. */
export function bilingualTablesIn(name: string, text: string): BilingualTable[] {
  const { program } = parseSync(name, text);
  const found: BilingualTable[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ConditionalExpression' && isFrenchTest(node.test as Node)) {
      const [fr, en] = [node.consequent as Node, node.alternate as Node];
      if (isWrittenWords(fr) && isWrittenWords(en))
        found.push({
          line: text.slice(0, node.start).split('\n').length,
          fr: text.slice(fr.start, fr.end).replace(/\s+/g, ' ').slice(0, 60),
        });
    }
    if (node.type === 'ObjectExpression') {
      const byName = new Map((node.properties as Node[]).map((property) => [keyName(property), property]));
      const fr = byName.get('fr');
      if (byName.has('en') && fr && isSentence(fr.value as Node)) {
        const value = fr.value as Node;
        found.push({
          line: text.slice(0, node.start).split('\n').length,
          fr: text.slice(value.start, value.end).replace(/\s+/g, ' ').slice(0, 60),
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as Node);
  return found;
}

/** The `{ en, fr }` sentence tables of a source file. */
export function bilingualTables(path: string): BilingualTable[] {
  return bilingualTablesIn(path, readFileSync(path, 'utf8'));
}
