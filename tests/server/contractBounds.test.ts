import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedBySize, INT4_MAX, INT4_MIN } from '../../src/shared/contracts/fields.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * DESIGN.md: every contract field is bounded. This walks the input schemas (params, querystring, body) of every
 * route in the app's route table and lists each field a client could send unbounded: a string without a maximum
 * length, a number outside int4 or without bounds, an array without a maximum size, a record or an unknown.
 * (NUL and lone surrogates are refused for every string by the textGuard hook, tested in errors.test.ts.)
 */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  value?: number | bigint;
  inclusive?: boolean;
  maximum?: number;
  length?: number;
  format?: string;
}
type Schema = { _zod: { def: Def } };

function checksOf(def: Def): CheckDef[] {
  const own = def.check ? [def as unknown as CheckDef] : [];
  return [...own, ...(def.checks ?? []).map((c) => c._zod.def)];
}

function numberBounded(checks: CheckDef[]): boolean {
  const int = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  if (!low || !high) return false;
  return !int || (Number(low.value) >= INT4_MIN && Number(high.value) <= INT4_MAX);
}

function unbounded(schema: Schema, path: string, out: string[], seen = new Set<Schema>()): string[] {
  if (seen.has(schema) || boundedBySize.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (key: string) => unbounded(def[key] as Schema, path, out, seen);
  const checks = checksOf(def);
  switch (def.type) {
    case 'string':
      if (!checks.some((c) => c.check === 'max_length' || c.check === 'length_equals')) out.push(`${path}: string without maxLength`);
      break;
    case 'number':
      if (!numberBounded(checks)) out.push(`${path}: number without int4/finite bounds`);
      break;
    case 'array':
      if (!checks.some((c) => c.check === 'max_length' || c.check === 'length_equals')) out.push(`${path}: array without maxLength`);
      unbounded(def.element as Schema, `${path}[]`, out, seen);
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) unbounded(value, path ? `${path}.${key}` : key, out, seen);
      break;
    case 'union':
      for (const option of def.options as Schema[]) unbounded(option, path, out, seen);
      break;
    case 'pipe':
      inner('in');
      inner('out');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner('innerType');
      break;
    case 'record':
    case 'map':
    case 'set':
    case 'any':
    case 'unknown':
      out.push(`${path}: ${def.type} has no bound`);
      break;
    default: // boolean, literal, enum, null, undefined, transform, never: bounded by nature
  }
  return out;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('every input field of every route is bounded', () => {
  it('has routes to check', () => {
    expect(test.app.routeTable.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(80);
  });

  it('finds no unbounded string, number, array or record', () => {
    const found: string[] = [];
    for (const route of test.app.routeTable) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = route.schema?.[part] as Schema | undefined;
        if (schema?._zod) for (const issue of unbounded(schema, '', [])) found.push(`${route.method} ${route.url} ${part} ${issue}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('catches an unbounded field (the check can fail)', () => {
    const probe = test.app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/v1/savedFilters');
    expect(probe).toBeDefined();
    // A bare z.string() / z.int() / z.array() shape is what it must refuse.
    const loose = {
      _zod: {
        def: {
          type: 'object',
          shape: { a: { _zod: { def: { type: 'string' } } }, b: { _zod: { def: { type: 'number', check: 'number_format', format: 'safeint' } } } },
        },
      },
    };
    expect(unbounded(loose as Schema, '', [])).toEqual(['a: string without maxLength', 'b: number without int4/finite bounds']);
  });
});
