import type { Random } from './random.ts';

/** The parts of JSON Schema (zod's toJSONSchema, io 'input') the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Values that reach the data: a field name's candidates (seeded ids, SKUs...), or undefined to generate one. */
export type KnownValues = (name: string) => readonly unknown[] | undefined;

export type Path = ReadonlyArray<string | number>;

/** A leaf the fuzzer can mutate: its path under the request part and its schema. */
export interface Leaf {
  path: Path;
  schema: JsonSchema;
}

const PATTERN_CANDIDATES = [
  'abc',
  'a',
  'A1',
  'ab_1',
  'Ab-1',
  'ab-1',
  'é-1',
  '9780000000001',
  '1',
  'product',
  'product,images',
  'epubcfi(/6/4!/4/2/1:0)',
  '',
];

export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    s = root.$defs?.[name] ?? {};
  }
  return s;
}

function branches(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

function typeOf(schema: JsonSchema): string | undefined {
  const t = schema.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
}

function sampleString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'email') return `fuzz.${random.int(1e9)}@example.com`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 1000;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const fit = PATTERN_CANDIDATES.find((c) => re.test(c) && c.length >= min && c.length <= max);
    if (fit !== undefined) return fit;
  }
  let text = 'fuzz text';
  while (text.length < min) text += ' more';
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  let value = 1;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return value;
}

/** A value the schema (probably) accepts, taking known values by field name first. */
export function sample(schema: JsonSchema, root: JsonSchema, random: Random, known: KnownValues, name = ''): unknown {
  const s = resolve(schema, root);
  // By field name, else by pattern ('pattern:<regex>': an item of a list of SKUs has no name of its own).
  const candidates = (name ? known(name) : undefined) ?? (s.pattern ? known(`pattern:${s.pattern}`) : undefined);
  if (candidates && candidates.length > 0) return random.pick(candidates);
  if (s.const !== undefined) return s.const;
  if (s.enum) return random.pick(s.enum);
  if (s.default !== undefined && random.chance(0.3)) return s.default;
  const options = branches(s);
  if (options) {
    const nonNull = options.filter((o) => typeOf(resolve(o, root)) !== 'null');
    return sample(random.pick(nonNull.length ? nonNull : options), root, random, known, name);
  }
  if (s.allOf?.[0]) return sample(s.allOf[0], root, random, known, name);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (required.has(key) || random.chance(0.5)) out[key] = sample(prop, root, random, known, key);
      }
      return out;
    }
    case 'array': {
      const min = Math.max(s.minItems ?? 0, 1);
      const max = Math.min(s.maxItems ?? 3, 3);
      const length = min > max ? min : min + random.int(max - min + 1);
      if (s.prefixItems) return s.prefixItems.map((p) => sample(p, root, random, known));
      return Array.from({ length }, () => sample(s.items ?? {}, root, random, known, name));
    }
    case 'string':
      return sampleString(s, random);
    case 'integer':
      return sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** Every leaf (and every object or array on the way) a mutation can target, item paths through index 0. */
export function leaves(schema: JsonSchema, root: JsonSchema, path: Path = [], depth = 0): Leaf[] {
  const s = resolve(schema, root);
  const out: Leaf[] = [{ path, schema: s }];
  if (depth > 6) return out;
  const options = branches(s);
  if (options) {
    const seen = new Set<string>();
    for (const o of options) {
      for (const leaf of leaves(o, root, path, depth + 1).slice(1)) {
        const key = JSON.stringify(leaf.path);
        if (!seen.has(key)) out.push(leaf);
        seen.add(key);
      }
    }
    return out;
  }
  if (typeOf(s) === 'object')
    for (const [key, prop] of Object.entries(s.properties ?? {})) out.push(...leaves(prop, root, [...path, key], depth + 1));
  if (typeOf(s) === 'array' && s.items) out.push(...leaves(s.items, root, [...path, 0], depth + 1));
  return out;
}

/** The property name a path ends on (the array's name for an item path). */
export function fieldName(path: Path): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

/** A copy of `value` with `path` set (containers created on the way); `undefined` deletes the key. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const container = (
    Array.isArray(value) ? [...value] : value && typeof value === 'object' ? { ...(value as object) } : typeof head === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  const child = setAt(container[head!], rest, next);
  if (child === undefined && rest.length === 0) delete container[head!];
  else container[head!] = child;
  return container;
}
