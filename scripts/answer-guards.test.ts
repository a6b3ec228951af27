// The generated guards say what zod says: for the contract's answers and for every kind of node they support, a value
// the guard accepts is one the schema parses unchanged, and a value the schema refuses the guard refuses too.
import { isDeepStrictEqual } from 'node:util';
import { answerSchemas } from '@rove/contract/answers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerGuardsSource, type Schema } from './answer-guards.ts';

type Guard = (value: unknown) => boolean;

async function guardsOf(schemas: Record<string, z.ZodType>): Promise<Record<string, Guard | undefined>> {
  const source = answerGuardsSource(schemas as unknown as Record<string, Schema>);
  const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  return module.answerGuards;
}

/** A value the schema accepts, built from its definition (the first value of an enum, a day for a pattern). */
function sample(schema: z.ZodType): unknown {
  const def = (schema as unknown as Schema)._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, sample(value as unknown as z.ZodType)]));
    case 'array':
      return [sample(def.element as unknown as z.ZodType)];
    case 'record':
      return { a: sample(def.valueType as unknown as z.ZodType) };
    case 'nullable':
    case 'optional':
      return sample(def.innerType as unknown as z.ZodType);
    case 'string':
      return def.checks?.length ? '2026-05-01' : 'text';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sample(def.options?.[0] as unknown as z.ZodType);
    default:
      return null;
  }
}

/** Every way of breaking one value of the sample: each leaf and each container replaced by wrong values in turn. */
function* variants(value: unknown): Generator<unknown> {
  for (const wrong of [undefined, null, '2026-13', 1.5, -1, true, {}]) if (wrong !== value) yield wrong;
  if (Array.isArray(value)) {
    for (const inner of variants(value[0])) yield [inner];
    yield [];
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      for (const inner of variants((value as Record<string, unknown>)[key])) yield { ...value, [key]: inner };
      const { [key]: _gone, ...without } = value as Record<string, unknown>;
      yield without;
    }
  }
}

describe('answer guards generated from the contract', () => {
  it('give every answer the app parses a guard, so that no page needs zod to show one', async () => {
    const guards = await guardsOf(answerSchemas);
    expect(Object.keys(answerSchemas).filter((name) => typeof guards[name] !== 'function')).toEqual([]);
  });

  it('accept what each answer schema accepts unchanged and refuse what it refuses, value by value', async () => {
    const guards = await guardsOf(answerSchemas);
    let compared = 0;
    const disagreements: string[] = [];
    for (const [name, schema] of Object.entries(answerSchemas)) {
      const valid = sample(schema);
      expect(schema.safeParse(valid).success, `${name}: the sample is valid`).toBe(true);
      expect(guards[name]?.(valid), name).toBe(true);
      for (const value of variants(valid)) {
        const parsed = schema.safeParse(value);
        const guard = guards[name]?.(value);
        // Accepted by the guard: parsed by zod, to the same value. Refused by zod: refused by the guard.
        if (guard ? !parsed.success || !isDeepStrictEqual(parsed.data, value) : parsed.success)
          disagreements.push(`${name}: guard ${guard}, zod ${parsed.success}: ${JSON.stringify(value)}`);
        compared++;
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('agree with zod on each kind of node they support', async () => {
    const schema = z.object({
      id: z.number().int().min(1).max(10),
      ratio: z.number().gt(0).lt(1),
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      kind: z.enum(['a', 'b']),
      exact: z.literal('yes'),
      flags: z.array(z.boolean()),
      data: z.record(z.string(), z.unknown()),
      note: z.string().nullable(),
      extra: z.number().optional(),
      flag: z.union([z.boolean(), z.string().max(3)]),
      name: z.string().min(2).max(4),
    });
    const { shape } = await guardsOf({ shape: schema });
    const valid = {
      id: 3,
      ratio: 0.5,
      day: '2026-05-01',
      kind: 'b',
      exact: 'yes',
      flags: [true],
      data: { x: 1 },
      note: null,
      flag: true,
      name: 'Ann',
    };
    const cases: unknown[] = [
      valid,
      { ...valid, extra: 2 },
      { ...valid, extra: undefined },
      { ...valid, id: 0 },
      { ...valid, id: 11 },
      { ...valid, id: 2.5 },
      { ...valid, id: 2 ** 60 },
      { ...valid, ratio: 0 },
      { ...valid, ratio: 1 },
      { ...valid, ratio: Number.POSITIVE_INFINITY },
      { ...valid, day: '1 May' },
      { ...valid, kind: 'c' },
      { ...valid, exact: 'no' },
      { ...valid, flags: [1] },
      { ...valid, flags: {} },
      { ...valid, data: [] },
      { ...valid, data: null },
      { ...valid, note: undefined },
      { ...valid, note: 'hi' },
      { ...valid, flag: false },
      { ...valid, flag: 'on' },
      { ...valid, flag: 'long' },
      { ...valid, flag: 1 },
      { ...valid, flag: null },
      // Lengths in code points, as zod counts them: four emoji are eight UTF-16 units.
      { ...valid, name: '😀😀😀😀' },
      { ...valid, name: '😀😀😀😀😀' },
      { ...valid, name: '😀' },
      { ...valid, name: 'A' },
      { ...valid, name: 'Annie' },
      null,
      'text',
    ];
    for (const value of cases) expect(shape?.(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
    // A key the schema does not name: zod drops it, so the guard leaves the value to zod.
    expect(schema.safeParse({ ...valid, secret: 1 }).success).toBe(true);
    expect(shape?.({ ...valid, secret: 1 })).toBe(false);
    expect(shape?.({ ...valid, data: { secret: 1 } })).toBe(true);
  });

  it('leave to zod a schema that parsing could change or that checks more than its shape', async () => {
    const guards = await guardsOf({
      refined: z.object({ day: z.string().refine((s) => s.length === 10) }),
      transformed: z.object({ phone: z.string().transform((s) => s.trim()) }),
      defaulted: z.object({ reason: z.string().default('') }),
      strict: z.strictObject({ id: z.number() }),
      union: z.union([z.object({ id: z.number() }), z.string()]),
      exclusive: z.xor([z.string(), z.number()]),
      fine: z.object({ id: z.number(), value: z.union([z.string(), z.number()]) }),
    });
    expect(Object.keys(guards).filter((name) => guards[name])).toEqual(['fine']);
  });
});
