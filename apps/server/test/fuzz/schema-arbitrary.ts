import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it into the OpenAPI document) the generators read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Resolves "#/…" references against the document they came from. */
export function resolverFor(document: unknown): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref?.startsWith('#/')) return schema;
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
    return resolve((target ?? {}));
  };
  return resolve;
}

const MAX_ARRAY = 4;
const MAX_STRING = 40;

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return isoDate.map((d) => d.toISOString());
    case 'date':
      return isoDate.map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING)), unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    return fc.integer({ min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values that fit the schema: fast-check arbitraries built from the JSON schema of a parameter or body. */
export function arbitraryOf(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, resolve, depth + 1)));
  if (s.allOf?.length) {
    const merged = s.allOf.map(resolve).reduce<JsonSchema>(
      (all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }),
      {},
    );
    return arbitraryOf(merged, resolve, depth + 1);
  }
  const types = [s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined)].flat();
  const nullable = s.nullable === true || types.includes('null');
  const byType = types
    .filter((type): type is string => type !== undefined && type !== 'null')
    .map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(s);
        case 'integer':
          return numberArbitrary(s, true);
        case 'number':
          return numberArbitrary(s, false);
        case 'boolean':
          return fc.boolean();
        case 'array':
          return fc.array(arbitraryOf(s.items ?? {}, resolve, depth + 1), {
            minLength: s.minItems ?? 0,
            maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? MAX_ARRAY, MAX_ARRAY)),
          });
        case 'object': {
          const properties = Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, arbitraryOf(value, resolve, depth + 1)]));
          return fc.record(properties, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
        }
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    });
  if (byType.length === 0) return nullable ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return nullable ? fc.oneof(...byType, fc.constant(null)) : fc.oneof(...byType);
}

/** Hostile values: wrong types, empty, huge, unicode edge cases, NUL, injection-looking text, odd numbers. */
export const NASTY_VALUES: readonly unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil',
  '😀'.repeat(500),
  'ﷺ'.repeat(100),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'a'.repeat(100_000),
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '2024-02-30T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  true,
  false,
  null,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"admin": true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
  Array.from({ length: 2000 }, (_, i) => i),
];

export const nastyValue = fc.oneof(fc.constantFrom(...NASTY_VALUES), fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 60 }));

type Path = (string | number)[];

/** Every node of a JSON value (depth-limited), as paths from the root. */
function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  const own = [prefix];
  if (depth > 4 || value === null || typeof value !== 'object') return own;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.slice(0, 5).map((v, i) => [i, v]) : Object.entries(value);
  return [...own, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key], depth + 1))];
}

function setAt(root: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy: unknown = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

/** One mutation of a valid value: a node replaced by a hostile value, a field dropped, an unknown field added. */
export function mutationOf(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const inner = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => {
    const node = path.reduce<unknown>((n, key) => (n as Record<string | number, unknown>)[key], valid);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const options: fc.Arbitrary<unknown>[] = [nastyValue];
  if (inner.length) {
    options.push(
      fc.tuple(fc.constantFrom(...inner), nastyValue).map(([path, value]) => setAt(valid, path, (parent, key) => void (parent[key] = value))),
      fc.constantFrom(...inner).map((path) =>
        setAt(valid, path, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        }),
      ),
    );
  }
  if (objects.length) {
    options.push(
      fc.tuple(fc.constantFrom(...objects), fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', '')), nastyValue).map(([path, key, value]) =>
        path.length === 0 ? { ...(valid as object), [key]: value } : setAt(valid, path, (parent, last) => void ((parent[last] as Record<string, unknown>)[key] = value)),
      ),
    );
  }
  return fc.oneof(...options);
}
