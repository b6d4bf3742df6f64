import type { RouteEntry } from '../../../src/server/app.ts';
import type { Random } from './random.ts';
import { fieldName, leaves, sample, setAt, type JsonSchema, type KnownValues, type Leaf } from './schemaSample.ts';
import {
  encodeComponent,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HOSTILE_URL_TOKENS,
  PRIORITY_NUMBERS,
  PRIORITY_STRINGS,
  urlToken,
  WRONG_TYPES,
} from './values.ts';

export type Part = 'params' | 'querystring' | 'body';
/** demo: the demo account; owner: a seeded owner of a publisher's community; other: a new user in no community. */
export type Identity = 'demo' | 'owner' | 'other' | 'anonymous';

/** A value already percent-encoded for the URL (sent as is). */
export class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text.slice(0, 80)}>`;
  }
}

/** The zod schemas of a route as JSON Schema (io: input), computed once per route. */
export interface RouteModel {
  route: RouteEntry;
  parts: Partial<Record<Part, JsonSchema>>;
  leaves: Array<{ part: Part; leaf: Leaf }>;
  /** The body is an object of strings (login, password, forgot): sent form-encoded too, as the browser does. */
  formable: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  identity: Identity;
  /** What was changed from the baseline ('baseline' for none). */
  mutation: string;
  /** The mutated field (part.path), when one was. */
  field?: string;
}

export function routeModel(route: RouteEntry, toJson: (schema: unknown) => JsonSchema): RouteModel {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const parts: RouteModel['parts'] = {};
  const all: RouteModel['leaves'] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (!schema[part]) continue;
    const json = toJson(schema[part]);
    parts[part] = json;
    const found = leaves(json, json);
    for (const leaf of part === 'body' ? found : found.slice(1)) all.push({ part, leaf });
  }
  const body = parts.body;
  const formable = body?.type === 'object' && Object.values(body.properties ?? {}).every((p) => p.type === 'string');
  return { route, parts, leaves: all, formable };
}

function hostileString(random: Random): string {
  return random.pick(random.chance(0.5) ? PRIORITY_STRINGS : HOSTILE_STRINGS);
}

function hostileNumber(random: Random): number {
  return random.pick(random.chance(0.5) ? PRIORITY_NUMBERS : HOSTILE_NUMBERS);
}

/** Fields holding JSON text of browse refinements: half the time the hostile value goes inside the JSON. */
const JSON_TEXT_FIELDS = new Set(['definition', 'filters']);

function hostileRefinements(random: Random): string {
  const refinement: Record<string, unknown> = { browseLaneType: 'publisher', code: 'x', isExclusion: false };
  const key = random.pick(['browseLaneType', 'code', 'viewId', 'isExclusion']);
  refinement[key] = key === 'viewId' ? hostileNumber(random) : key === 'isExclusion' ? random.pick(WRONG_TYPES) : hostileString(random);
  return JSON.stringify(random.chance(0.5) ? [refinement] : { browseRefinements: [refinement] });
}

function hostileFor(leaf: Leaf, part: Part, random: Random): unknown {
  if (JSON_TEXT_FIELDS.has(fieldName(leaf.path)) && random.chance(0.5)) return hostileRefinements(random);
  if (part !== 'body' && random.chance(0.5)) return new Raw(random.pick(HOSTILE_URL_TOKENS));
  const type = Array.isArray(leaf.schema.type) ? leaf.schema.type[0] : leaf.schema.type;
  const roll = random.next();
  if (type === 'integer' || type === 'number')
    return roll < 0.65 ? hostileNumber(random) : roll < 0.85 ? hostileString(random) : random.pick(WRONG_TYPES);
  if (type === 'object' || type === 'array')
    return roll < 0.6 ? random.pick(WRONG_TYPES) : roll < 0.8 ? hostileString(random) : hostileNumber(random);
  return roll < 0.7 ? hostileString(random) : roll < 0.85 ? hostileNumber(random) : random.pick(WRONG_TYPES);
}

function pathText(part: Part, path: Leaf['path']): string {
  return [part, ...path].join('.');
}

function urlValue(value: unknown): string {
  return value instanceof Raw ? value.text : urlToken(value);
}

function buildUrl(pattern: string, params: Record<string, unknown>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (name in params ? urlValue(params[name]) : 'x'));
}

function buildQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) && value.length < 50 ? value : [value]) pairs.push(`${encodeComponent(key)}=${urlValue(v)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function formBody(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return urlValue(body);
  return Object.entries(body)
    .map(([k, v]) => `${encodeComponent(k)}=${typeof v === 'string' ? encodeComponent(v) : urlValue(v)}`)
    .join('&');
}

/** Root-level and transport mutations of the body: wrong root types, broken JSON, odd content types. */
const BODY_MUTATIONS: ReadonlyArray<[string, (body: unknown) => { payload?: string | Buffer; contentType?: string }]> = [
  ['no body', () => ({})],
  ['empty JSON body', () => ({ payload: '', contentType: 'application/json' })],
  ['invalid JSON', () => ({ payload: '{"a":', contentType: 'application/json' })],
  ['JSON null', () => ({ payload: 'null', contentType: 'application/json' })],
  ['JSON string', () => ({ payload: '"\\u0000\\ud800"', contentType: 'application/json' })],
  ['JSON number', () => ({ payload: '9999999999', contentType: 'application/json' })],
  ['__proto__ key', (b) => ({ payload: `{"__proto__":{"admin":true},"x":${JSON.stringify(b) ?? 'null'}}`, contentType: 'application/json' })],
  ['constructor.prototype key', () => ({ payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' })],
  ['deep nesting', () => ({ payload: '['.repeat(40) + ']'.repeat(40), contentType: 'application/json' })],
  ['text/plain body', (b) => ({ payload: JSON.stringify(b) ?? '', contentType: 'text/plain' })],
  ['unknown content type', (b) => ({ payload: JSON.stringify(b) ?? '', contentType: 'application/x-fuzz' })],
  ['form body', (b) => ({ payload: formBody(b), contentType: 'application/x-www-form-urlencoded' })],
  ['invalid UTF-8 bytes in JSON', (b) => ({ payload: utf8WithLoneBytes(b), contentType: 'application/json' })],
  ['NUL escape in JSON', (b) => ({ payload: (JSON.stringify(b) ?? 'null').replace(/"([^"\\]*)"/, '"$1\\u0000"'), contentType: 'application/json' })],
  [
    'lone surrogate escape in JSON',
    (b) => ({ payload: (JSON.stringify(b) ?? 'null').replace(/"([^"\\]*)"/, '"$1\\ud800"'), contentType: 'application/json' }),
  ],
  ['number literal -0 in JSON', (b) => ({ payload: numberLiteral(b, '-0'), contentType: 'application/json' })],
  ['number literal 1e400 in JSON', (b) => ({ payload: numberLiteral(b, '1e400'), contentType: 'application/json' })],
  ['number literal -1e400 in JSON', (b) => ({ payload: numberLiteral(b, '-1e400'), contentType: 'application/json' })],
  ['number literal 2147483648.0 in JSON', (b) => ({ payload: numberLiteral(b, '2147483648.0'), contentType: 'application/json' })],
  ['over the body limit', () => ({ payload: `"${'x'.repeat(1024 * 1024 + 10)}"`, contentType: 'application/json' })],
];

/** The body's JSON with its first number written as `literal` (JSON.stringify never writes -0 or 1e400). */
function numberLiteral(body: unknown, literal: string): string {
  const text = JSON.stringify(body) ?? 'null';
  const replaced = text.replace(/([:[,])-?\d+(\.\d+)?([eE][+-]?\d+)?(?=[,\]}])/, `$1${literal}`);
  return replaced === text ? `[${literal}]` : replaced;
}

/** The body's JSON with its first string value followed by the bytes ED A0 80 (a lone surrogate as WTF-8). */
function utf8WithLoneBytes(body: unknown): Buffer {
  const text = JSON.stringify(body) ?? '"x"';
  const at = text.indexOf('"') + 1;
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(text.slice(at))]);
}

const HEADER_MUTATIONS: ReadonlyArray<[string, string, string]> = [
  ['Idempotency-Key with a space', 'idempotency-key', 'a b'],
  ['long Idempotency-Key', 'idempotency-key', 'k'.repeat(300)],
  ['X-Change-User beyond int4', 'x-change-user', '9999999999'],
  ['X-Change-User zero', 'x-change-user', '0'],
  ['X-Change-User not a number', 'x-change-user', 'abc'],
  ['forged session cookie', 'cookie', 'sid=%00%ED%A0%80'],
  ['long session cookie', 'cookie', `sid=${'a'.repeat(5000)}`],
  ['Accept-Language odd', 'accept-language', 'xx-\u00e9;q=NaN'],
];

export interface Context {
  random: Random;
  known: KnownValues;
  identity: Identity;
  /** Send baselines only (to see which routes the generated requests get through). */
  baselineOnly?: boolean;
}

/** One request for the route: the baseline, or the baseline with one field, the body, or a header made hostile. */
export function buildRequest(model: RouteModel, ctx: Context): FuzzRequest {
  const { random, known } = ctx;
  const values: Partial<Record<Part, unknown>> = {};
  for (const [part, schema] of Object.entries(model.parts) as Array<[Part, JsonSchema]>) values[part] = sample(schema, schema, random, known);
  const headers: Record<string, string> = {};
  let mutation = 'baseline';
  let field: string | undefined;
  let payload: string | Buffer | undefined;
  let contentType: string | undefined = 'application/json';
  let bodyDone = false;
  const roll = ctx.baselineOnly ? 0 : random.next();
  if (roll < 0.12) {
    // baseline: a request the route (probably) accepts
  } else if (roll < 0.8 && model.leaves.length > 0) {
    const { part, leaf } = random.pick(model.leaves);
    const missing = leaf.path.length > 0 && random.chance(0.08);
    const value = missing ? undefined : hostileFor(leaf, part, random);
    values[part] = setAt(values[part], leaf.path, value);
    field = pathText(part, leaf.path);
    mutation = missing ? `${field} missing` : `${field} = ${describe(value)}`;
  } else if (roll < 0.86 && model.parts.body?.type === 'object') {
    values.body = { ...(values.body as object), [random.pick(['extra', 'isAdmin', 'userId', 'id'])]: random.pick(HOSTILE_STRINGS) };
    mutation = 'extra body field';
  } else if (roll < 0.95 && model.route.method !== 'GET') {
    const [name, make] = random.pick(BODY_MUTATIONS);
    ({ payload, contentType } = make(values.body));
    bodyDone = true;
    mutation = name;
  } else {
    const [name, header, value] = random.pick(HEADER_MUTATIONS);
    headers[header] = value;
    mutation = name;
  }
  if (!bodyDone && values.body !== undefined) {
    if (model.formable && random.chance(0.3)) {
      payload = formBody(values.body);
      contentType = 'application/x-www-form-urlencoded';
    } else payload = JSON.stringify(values.body);
  }
  if (payload !== undefined && contentType) headers['content-type'] = contentType;
  const url =
    buildUrl(model.route.url, (values.params ?? {}) as Record<string, unknown>) + buildQuery((values.querystring ?? {}) as Record<string, unknown>);
  return { method: model.route.method, url, headers, payload, identity: ctx.identity, mutation, field };
}

export function describe(value: unknown): string {
  if (value instanceof Raw) return `raw ${value.text.length > 40 ? `${value.text.slice(0, 40)}...(${value.text.length})` : value.text}`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}...(${text.length} chars)` : text;
}

export { fieldName };
