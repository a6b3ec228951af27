// Type guards generated at build time from the contract's answer schemas (@rove/contract/answers), so that a page
// checks the answer it shows without loading zod (issue 35: zod is not loaded to show a page). The schemas stay the one
// definition: each guard is written from a schema's own definition, node by node, and says only whether zod would
// accept the value unchanged. Only what parsing cannot change is supported (objects, arrays, records, strings with a
// pattern, numbers with integer and bound checks, booleans, enums, literals, nullable, optional, unknown); a schema
// with anything else (a refinement, a transform, a default, a union...) gets no guard and is parsed by zod as before.
// The app reads them through `virtual:rove-answer-guards` (app/src/api/parse-answer.ts), one chunk per answer: a guard
// that accepts the answer lets it through, one that refuses it hands it to zod, whose issues are reported.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The part of a zod 4 schema's definition the generator reads. */
interface SchemaDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  /** false for an exclusive union (z.xor: exactly one option may match). */
  inclusive?: boolean;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  maximum?: number;
  minimum?: number;
}
export interface Schema {
  _zod: { def: SchemaDef };
}

const acceptsUndefined = (schema: Schema): boolean => {
  const def = schema._zod.def;
  return def.type === 'optional' || def.type === 'unknown' || (def.type === 'nullable' && acceptsUndefined(def.innerType as Schema));
};

/** A schema of plain values (strings, numbers, booleans, enums, literals, perhaps null or absent): parsing never changes one. */
const plainValues = (schema: Schema): boolean => {
  const def = schema._zod.def;
  if (def.type === 'nullable' || def.type === 'optional') return plainValues(def.innerType as Schema);
  return ['string', 'number', 'boolean', 'enum', 'literal'].includes(def.type);
};

/** A schema node the generator cannot write a guard for exactly: the answer is left to zod. */
export class UnsupportedSchema extends Error {}

/**
 * The source of a module exporting `answerGuards`: for each named schema that can have one, a function `(value) =>
 * boolean` that is true only when the schema would accept the value and give it back unchanged (a value with keys the
 * schema does not name is refused: zod drops them), and false whenever the schema refuses it. Shared schemas are
 * written once.
 */
export function answerGuardsSource(schemas: Record<string, Schema>): string {
  return generateGuards(schemas).source;
}

/** The module's source (answerGuardsSource) and the names it has a guard for. */
export function generateGuards(schemas: Record<string, Schema>): { source: string; guarded: string[] } {
  const lines: string[] = [];
  const names = new Map<Schema, string>();
  const sets = new Map<Schema, string>();
  let count = 0;

  const checksOf = (def: SchemaDef, v: string): string[] =>
    (def.checks ?? []).map(({ _zod: { def: check } }) => {
      if (check.check === 'number_format' && check.format === 'safeint') return `Number.isSafeInteger(${v})`;
      if (check.check === 'string_format' && check.format === 'regex' && check.pattern && !check.pattern.global && !check.pattern.sticky)
        return `${check.pattern.toString()}.test(${v})`;
      // A string's length as zod counts it, in code points (at most its UTF-16 units, counted only past the bound).
      if (check.check === 'max_length' && typeof check.maximum === 'number')
        return `(${v}.length <= ${check.maximum} || Array.from(${v}).length <= ${check.maximum})`;
      if (check.check === 'min_length' && typeof check.minimum === 'number') return `Array.from(${v}).length >= ${check.minimum}`;
      if ((check.check === 'greater_than' || check.check === 'less_than') && typeof check.value === 'number') {
        const op = check.check === 'greater_than' ? (check.inclusive ? '>=' : '>') : check.inclusive ? '<=' : '<';
        return `${v} ${op} ${check.value}`;
      }
      throw new UnsupportedSchema(`check ${check.check}${check.format ? ` (${check.format})` : ''}`);
    });

  /** The expression that checks `v` against the schema (a call of its named function for a container). */
  const expression = (schema: Schema, v: string): string => {
    const def = schema._zod.def;
    switch (def.type) {
      case 'string':
        return [`typeof ${v} === 'string'`, ...checksOf(def, v)].join(' && ');
      case 'number': {
        // A safe integer is a finite number; any number zod accepts is finite (never NaN or Infinity).
        const checks = checksOf(def, v);
        return [...(checks[0]?.startsWith('Number.isSafeInteger') ? [] : [`Number.isFinite(${v})`]), ...checks].join(' && ');
      }
      case 'boolean':
        if (def.checks?.length) throw new UnsupportedSchema('checks on a boolean');
        return `typeof ${v} === 'boolean'`;
      case 'unknown':
        return 'true';
      case 'enum':
      case 'literal': {
        const values = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []);
        if (
          !values.every((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)
        )
          throw new UnsupportedSchema(`a ${def.type} of other values`);
        if (values.length < 3) return `(${values.map((value) => `${v} === ${JSON.stringify(value)}`).join(' || ')})`;
        // Longer lists once, as a set (an enum the contract reuses, a booking's status, is written once).
        let set = sets.get(schema);
        if (!set) {
          set = `s${sets.size}`;
          sets.set(schema, set);
          lines.push(`const ${set} = new Set(${JSON.stringify(values)});`);
        }
        return `${set}.has(${v})`;
      }
      case 'union':
        // Options of plain values only (a flag's value: a boolean or a string): one that accepts the value gives it
        // back unchanged, so the union does too. An option that could change what it accepts (an object drops keys)
        // would make the first match zod takes matter: left to zod, as is an exclusive union.
        if (def.inclusive === false || !def.options?.every(plainValues)) throw new UnsupportedSchema('a union of other than plain values');
        return `(${def.options.map((option) => expression(option, v)).join(' || ')})`;
      case 'nullable':
        return `(${v} === null || ${expression(def.innerType as Schema, v)})`;
      case 'optional':
        return `(${v} === undefined || ${expression(def.innerType as Schema, v)})`;
      case 'object':
      case 'array':
      case 'record':
        if (def.checks?.length) throw new UnsupportedSchema(`checks on an ${def.type}`);
        return `${named(schema)}(${v})`;
      default:
        throw new UnsupportedSchema(`a schema of type ${def.type}`);
    }
  };

  const named = (schema: Schema): string => {
    let name = names.get(schema);
    if (name) return name;
    name = `g${count++}`;
    names.set(schema, name);
    const def = schema._zod.def;
    const isObject = 'isObject(v)';
    let body: string;
    if (def.type === 'object') {
      // A catch-all (strict or loose objects) would check or keep other keys: not written.
      if (def.catchall) throw new UnsupportedSchema('an object with a catch-all');
      const shape = Object.entries(def.shape ?? {});
      const keys = shape.map(([key, value]) => expression(value, `v[${JSON.stringify(key)}]`));
      // Zod drops the keys it does not name: a value with any is left to it, and comes back without them.
      // Zod drops the keys it does not name: a value with any is left to it (and comes back without them). Each key
      // whose schema refuses undefined is there once its check passed; the others are counted when present.
      const maybe = shape.filter(([, value]) => acceptsUndefined(value)).map(([key]) => ` + (${JSON.stringify(key)} in v)`);
      const keyCount = `Object.keys(v).length === ${shape.length - maybe.length}${maybe.join('')}`;
      body = [isObject, ...keys, keyCount].join(' &&\n    ');
    } else if (def.type === 'array') {
      body = `Array.isArray(v) && v.every((e) => ${expression(def.element as Schema, 'e')})`;
    } else {
      const keyType = (def.keyType as Schema)._zod.def;
      if (keyType.type !== 'string' || keyType.checks?.length) throw new UnsupportedSchema('a record keyed by other than strings');
      body = `${isObject} && Object.values(v).every((e) => ${expression(def.valueType as Schema, 'e')})`;
    }
    lines.push(`function ${name}(v) {\n  return ${body};\n}`);
    return name;
  };

  const exported: string[] = [];
  const guarded: string[] = [];
  for (const [answer, schema] of Object.entries(schemas)) {
    const before = { count, lines: lines.length, names: new Map(names), sets: new Map(sets) };
    try {
      exported.push(`  ${JSON.stringify(answer)}: (v) => ${expression(schema, 'v')},`);
      guarded.push(answer);
    } catch (error) {
      if (!(error instanceof UnsupportedSchema)) throw error;
      // Nothing of a schema that cannot be guarded stays in the module.
      count = before.count;
      lines.length = before.lines;
      names.clear();
      for (const [key, value] of before.names) names.set(key, value);
      sets.clear();
      for (const [key, value] of before.sets) sets.set(key, value);
      exported.push(`  // ${answer}: parsed by zod (${error.message})`);
    }
  }
  const helpers = ["function isObject(v) {\n  return typeof v === 'object' && v !== null && !Array.isArray(v);\n}"];
  return { source: `${helpers.join('\n')}\n${lines.join('\n')}\nexport const answerGuards = {\n${exported.join('\n')}\n};\n`, guarded };
}

/**
 * `virtual:rove-answer-guards`: for each answer of the contract that has a guard, a loader of it
 * (`virtual:rove-answer-guards/<name>`, a chunk of its own: a page loads the guard of the answer it reads, not all of
 * them). Used by vite.config.ts and the vitest and Storybook configs.
 */
export function answerGuardsPlugin(): Plugin {
  const id = 'virtual:rove-answer-guards';
  const schemas = async () => {
    // The contract's file decides the guards: a change to it regenerates them in development.
    const { answerSchemas } = await import('../contract/src/answers.ts');
    return answerSchemas as unknown as Record<string, Schema>;
  };
  return {
    name: 'rove-answer-guards',
    resolveId: (source) => (source === id || source.startsWith(`${id}/`) ? `\0${source}` : undefined),
    async load(loaded) {
      if (!loaded.startsWith(`\0${id}`)) return undefined;
      this.addWatchFile(fileURLToPath(new URL('../contract/src/answers.ts', import.meta.url)));
      if (loaded === `\0${id}`) {
        const loaders = generateGuards(await schemas()).guarded.map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${id}/${name}`)}).then((m) => m.default),`,
        );
        return `export const answerGuards = {\n${loaders.join('\n')}\n};\n`;
      }
      const name = loaded.slice(`\0${id}/`.length);
      const schema = (await schemas())[name];
      if (!schema) this.error(`${loaded}: the contract has no answer named ${name}`);
      return `${answerGuardsSource({ [name]: schema })}export default answerGuards[${JSON.stringify(name)}];\n`;
    },
  };
}
