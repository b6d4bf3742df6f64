import * as z from 'zod/mini';
import { ILL_FORMED_TEXT, isWellFormedText } from '../domain/wellFormedText.ts';

/**
 * Bounded field types for every contract (DESIGN.md: ids and counts in int4 range, text with a maximum length and
 * without NUL or lone surrogates, arrays with a maximum size), so no input reaches the database unchecked.
 * tests/server/contractBounds.test.ts walks every route's input schemas and fails on an unbounded field.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer PostgreSQL's int4 holds. */
export const int4 = () => z.int().check(z.gte(INT4_MIN), z.lte(INT4_MAX));

/** A database id or count from `min` (default 1) to int4's maximum. */
export const id = (min = 1) => z.int().check(z.gte(min), z.lte(INT4_MAX));

/** An id in a path or query string ('42'), from `min` (default 1) to int4's maximum. */
export const idParam = (min = 1) => z.coerce.number().check(z.int(), z.gte(min), z.lte(INT4_MAX));

/**
 * The check that text holds no NUL or unpaired surrogate. Every raw string of a request is checked before validation
 * (plugins/textGuard.ts); text a contract decodes itself (JSON or URL-encoded inside a field) needs it again.
 */
export const wellFormed = () => z.refine<string>(isWellFormedText, ILL_FORMED_TEXT);

/** Text of at most `max` characters without NUL or unpaired surrogates. */
export const text = (max: number) => z.string().check(z.maxLength(max), wellFormed());

/** Schemas bounded as a whole by the length of their JSON text (their parts may be unknown). */
export const boundedBySize = new WeakSet<object>();

/**
 * `schema`, refused when its value (a string as is, anything else as JSON text) is longer than `max` characters;
 * the problem names `field`.
 */
export function maxJsonLength<T extends z.ZodMiniType>(schema: T, max: number, message: string, field: string): T {
  const bounded = schema.check(
    z.refine((value) => (typeof value === 'string' ? value : JSON.stringify(value)).length <= max, { message, path: [field] }),
  ) as T;
  boundedBySize.add(bounded);
  return bounded;
}
