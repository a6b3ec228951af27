// Checks JSON-LD against schema.org as a validator would: every type is a schema.org type, every property belongs
// to the type (or a type it extends), every value is of a type the property expects (text, an absolute URL, a
// number, an integer, a date, a member of an enumeration, or a node of an expected type or a subtype), and the
// properties search engines need for a rich result are there (Google's: a Product's name and one of offers, review
// or aggregateRating; an Offer's price and currency; a breadcrumb's positions and names). The vocabulary is a
// subset of schema.org kept in vocabulary.json beside this file: nothing is fetched.
import vocabulary from './vocabulary.json' with { type: 'json' };

interface TypeInfo {
  parent?: string;
  properties: Record<string, string[]>;
}

const types = vocabulary.types as Record<string, TypeInfo>;
const enumerations = vocabulary.enumerations as Record<string, string[]>;
const primitives = new Set(['Text', 'URL', 'Number', 'Integer', 'Date', 'DateTime', 'Boolean']);

function ancestry(type: string): string[] {
  const out: string[] = [];
  for (let t: string | undefined = type; t; t = types[t]?.parent) out.push(t);
  return out;
}

function propertyRanges(typeNames: string[], property: string): string[] | undefined {
  for (const type of typeNames) for (const t of ancestry(type)) if (types[t]?.properties[property]) return types[t].properties[property];
  return undefined;
}

const isAbsoluteUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

function primitiveFits(range: string, value: unknown): boolean {
  switch (range) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && isAbsoluteUrl(value);
    case 'Number':
      return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
    case 'Integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'DateTime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
    case 'Boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

const required: Record<string, (node: Record<string, unknown>) => string[]> = {
  Product: (n) => [
    ...(n.name ? [] : ['a Product needs a name']),
    ...(n.offers || n.review || n.aggregateRating ? [] : ['a Product needs offers, review or aggregateRating']),
  ],
  Offer: (n) => [
    ...(n.price !== undefined ? [] : ['an Offer needs a price']),
    ...(n.priceCurrency ? [] : ['an Offer needs a priceCurrency']),
  ],
  AggregateRating: (n) => [
    ...(n.ratingValue !== undefined ? [] : ['an AggregateRating needs a ratingValue']),
    ...(n.reviewCount !== undefined || n.ratingCount !== undefined ? [] : ['an AggregateRating needs a reviewCount or ratingCount']),
  ],
  BreadcrumbList: (n) => {
    const items = Array.isArray(n.itemListElement) ? (n.itemListElement as Record<string, unknown>[]) : [];
    if (!items.length) return ['a BreadcrumbList needs its items'];
    return items.flatMap((item, i) => [
      ...(item.position === i + 1 ? [] : [`breadcrumb ${i + 1} has position ${String(item.position)}`]),
      ...(item.name ? [] : [`breadcrumb ${i + 1} has no name`]),
      ...(item.item || i === items.length - 1 ? [] : [`breadcrumb ${i + 1} has no item (only the last may leave it out)`]),
    ]);
  },
  BlogPosting: (n) => (n.headline ? [] : ['a BlogPosting needs a headline']),
  Organization: (n) => [...(n.name ? [] : ['an Organization needs a name']), ...(n.url ? [] : ['an Organization needs a url'])],
};

/** The problems of one JSON-LD document (an object, or an array of them): none means it is valid. */
export function checkJsonLd(data: unknown): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string, expected: string[] | null) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      problems.push(`${path}: not an object`);
      return;
    }
    const object = node as Record<string, unknown>;
    const nodeTypes = typesOf(object);
    if (!nodeTypes.length) {
      // A reference to a node described elsewhere.
      if (typeof object['@id'] === 'string' && Object.keys(object).length === 1) return;
      problems.push(`${path}: no @type`);
      return;
    }
    for (const type of nodeTypes) if (!types[type]) problems.push(`${path}: "${type}" is not a schema.org type here`);
    if (expected && !nodeTypes.some((type) => ancestry(type).some((t) => expected.includes(t))))
      problems.push(`${path}: a ${nodeTypes.join('/')} where ${expected.join(' or ')} is expected`);
    for (const type of nodeTypes) problems.push(...(required[type]?.(object) ?? []).map((p) => `${path}: ${p}`));
    for (const [key, value] of Object.entries(object)) {
      if (key.startsWith('@')) {
        if (key === '@context' && value !== 'https://schema.org') problems.push(`${path}: @context is not https://schema.org`);
        continue;
      }
      const ranges = propertyRanges(nodeTypes, key);
      if (!ranges) {
        problems.push(`${path}.${key}: not a property of ${nodeTypes.join('/')}`);
        continue;
      }
      const values = Array.isArray(value) ? value : [value];
      values.forEach((item, i) => {
        const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`;
        if (item !== null && typeof item === 'object') {
          visit(
            item,
            at,
            ranges.filter((r) => !primitives.has(r)),
          );
          return;
        }
        const enumeration = ranges.find((r) => enumerations[r]);
        if (enumeration && typeof item === 'string') {
          const member = item.replace(/^https?:\/\/schema\.org\//, '');
          if (enumerations[enumeration].includes(member) && item !== member) return;
        }
        // An address stands for a node where a type is expected (a reference, as JSON-LD reads it: a breadcrumb's item).
        if (typeof item === 'string' && isAbsoluteUrl(item) && ranges.some((range) => types[range])) return;
        if (!ranges.some((range) => primitiveFits(range, item)))
          problems.push(`${at}: ${JSON.stringify(item)} is not a ${ranges.join(' or ')}`);
      });
    }
  };
  const roots = Array.isArray(data) ? data : [data];
  roots.forEach((root, i) => {
    if (root && typeof root === 'object' && (root as Record<string, unknown>)['@context'] !== 'https://schema.org')
      problems.push(`[${i}]: @context is not https://schema.org`);
    visit(root, `[${i}]`, null);
  });
  return problems;
}
