/**
 * Values for the HTTP fuzz test, built from a route's JSON schema (as published in the OpenAPI
 * document). A valid value gets past validation into the services; a mutated one is a valid value
 * with one to three spots broken (a hostile value put in, NUL or a lone surrogate slipped into a
 * string, an unknown field added, a field dropped), which is how bad input reaches the database.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Valid values by parameter or field name (real ids, slugs, e-mails), so lookups find rows. */
export type Pools = Record<string, string[]>;

const BROKEN_UNITS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/** Code units a hostile client may send: any code point, NUL and lone surrogates included. */
const anyUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_UNITS) },
);

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\udc00\ud800',
    '😀',
    '\u202e\u0301',
    'a'.repeat(300),
    'é'.repeat(5_000),
    'x'.repeat(70_000),
    'NaN',
    'Infinity',
    '-1',
    '1e999',
    '0x1f',
    '9'.repeat(40),
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '2026-02-30',
    '0000-00-00',
    '99999-12-31',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '__proto__',
    'constructor',
    ' & | ! <-> :* ( ) \\ " ',
  ),
  fc.string({ unit: anyUnit, maxLength: 30 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -2.5, 2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53 + 2, 2 ** 63),
  fc.constantFrom(1e308, -1e308, Number.MIN_VALUE, 1e-7, 123456789.12345679),
  fc.double(),
  fc.integer(),
);

const deep = (levels: number) =>
  Array.from({ length: levels }).reduce<unknown>((inner) => ({ a: [inner] }), 'x');

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  {
    weight: 2,
    arbitrary: fc.constantFrom([], [null], [[[[]]]], {}, { '': '' }, deep(40), ['a', 1, {}]),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value as URL or form text: strings as they are, anything else as JSON. */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function validString(
  schema: JsonSchema,
  pool: string[] | undefined,
  name: string,
): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
  const made = /email/i.test(name)
    ? fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.nat(999))
        .map(([u, n]) => `${u}${n}@example.com`)
    : schema.format === 'uuid'
      ? fc.uuid()
      : schema.format === 'date'
        ? fc.date({ noInvalidDate: true }).map(isoDay)
        : fc.string({ minLength: min, maxLength: max });
  return pool?.length ? fc.oneof(made, fc.constantFrom(...pool), fc.constantFrom(...pool)) : made;
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** A value the schema accepts, as far as a JSON schema can say (zod refinements aside). */
export function validValue(
  schema: JsonSchema,
  pools: Pools,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, pools, name, depth)));
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000_000;
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const value = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(schema)) {
      case 'string':
        return validString(schema, pools[name], name);
      case 'integer':
        return ints;
      case 'number':
        return fc.oneof(ints, fc.double({ min, max, noNaN: true }));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValue(schema.items ?? {}, pools, name, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      case 'object':
        return validObject(schema, pools, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { freq: 6 }) : value;
}

function validObject(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, child]) =>
    fc.tuple(
      fc.constant(key),
      validValue(child, pools, key, depth + 1),
      required.has(key) ? fc.constant(true) : fc.boolean(),
    ),
  );
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object' && depth < 4
      ? fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          validValue(schema.additionalProperties, pools, '', depth + 1),
          { maxKeys: 3 },
        )
      : fc.constant({});
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => ({
    ...more,
    ...Object.fromEntries(entries.filter(([, , present]) => present).map(([k, v]) => [k, v])),
  }));
}

type Mutation = { spot: number; kind: number; hostile: unknown; unit: string; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  spot: fc.nat(),
  kind: fc.nat(9),
  hostile: hostileValue,
  // NUL three times in five: PostgreSQL refuses it in any text column.
  unit: fc.constantFrom('\u0000', '\u0000', '\u0000', '\ud800', '\udfff'),
  at: fc.nat(),
});

type Spot = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in a value that can be replaced: array items and object fields, at any depth. */
function spotsOf(value: unknown): Spot[] {
  const spots: Spot[] = [];
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, nested] of Object.entries(item)) {
      spots.push({ parent: item as Spot['parent'], key: Array.isArray(item) ? Number(key) : key });
      pending.push(nested);
    }
  }
  return spots;
}

/** One broken spot in a copy of the value (the value itself is a spot too). */
function mutate(value: unknown, m: Mutation): unknown {
  const box: { root: unknown } = { root: structuredClone(value) };
  const spots = spotsOf(box);
  const spot = spots[m.spot % spots.length]!;
  const parent = spot.parent as Record<string | number, unknown>;
  const current = parent[spot.key];
  if (m.kind < 4) parent[spot.key] = m.hostile;
  else if (m.kind < 7) {
    // NUL or a lone surrogate inside otherwise valid text: the measured cause of most 500s.
    const text = typeof current === 'string' ? current : String(current);
    const at = m.at % (text.length + 1);
    parent[spot.key] = `${text.slice(0, at)}${m.unit}${text.slice(at)}`;
  } else if (m.kind < 9 && !Array.isArray(parent)) delete parent[spot.key];
  else if (!Array.isArray(parent)) parent[`extra${m.unit}${m.at % 10}`] = m.hostile;
  return box.root;
}

/** Valid a quarter of the time; else one to three broken spots, or replaced outright. */
export function fuzzedValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    {
      weight: 12,
      arbitrary: fc
        .tuple(valid, mutation, fc.array(mutation, { maxLength: 2 }), fc.nat(9))
        // Mostly one broken spot: the rest of the request stays valid and reaches the service.
        .map(([v, first, more, n]) => [v, n < 7 ? [first] : [first, ...more]] as const)
        .map(([v, ms]) => ms.reduce<unknown>((acc, m) => mutate(acc, m), v)),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}
