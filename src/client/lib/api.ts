import type * as z from 'zod/mini';
import { pathOf, type Endpoint, type ParamNames, type PathParams, type QueryInput, type Route } from '../../shared/contracts/endpoint.ts';
import type { Problem } from '../../shared/contracts/problem.ts';

/** The server answered with a status other than 2xx. `problem` is its problem+json body when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly body: unknown,
  ) {
    super(problem?.detail || problem?.title || `HTTP ${status}`);
  }
}

/** No answer at all: offline, DNS, connection reset. Distinct from every server answer. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** The server answered 2xx but the body does not match the shared contract. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`Unexpected response from ${path}`);
  }
}

/** A JSON body, a form, or bytes sent as they are (a picture upload: its own content type). */
export type Body = { json: unknown } | { form: Record<string, string | undefined> } | { raw: Blob };

export interface RequestOptions {
  body?: Body;
  /** Sent as Idempotency-Key on writes; a fresh one is made when not given. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function encodeBody(body: Body | undefined, headers: Headers): BodyInit | undefined {
  if (!body) return undefined;
  if ('json' in body) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(body.json);
  }
  if ('raw' in body) {
    headers.set('Content-Type', body.raw.type || 'application/octet-stream');
    return body.raw;
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body.form)) if (value !== undefined) form.set(key, value);
  return form.toString();
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The service worker marks an API answer it took from its cache (no network answer in time) with this header
 * (sw/runtimeCaches.ts); the answer's Date header says when the server gave it.
 */
export const CACHED_ANSWER_HEADER = 'X-Booktrade-From-Cache';
const cachedAnswers = new WeakMap<AbortSignal, number>();

/** When a read made with this signal was answered from the service worker's cache: the oldest such answer's time. */
export function cachedAnswerTime(signal: AbortSignal | undefined): number | undefined {
  return signal ? cachedAnswers.get(signal) : undefined;
}

function noteCachedAnswer(response: Response, signal: AbortSignal | undefined): void {
  if (!signal || !response.headers.has(CACHED_ANSWER_HEADER)) return;
  const date = Date.parse(response.headers.get('Date') ?? '');
  const savedAt = Number.isNaN(date) ? Date.now() : date;
  const known = cachedAnswers.get(signal);
  cachedAnswers.set(signal, known === undefined ? savedAt : Math.min(known, savedAt));
}

/** Calls the API and returns the raw body of a 2xx answer; throws ApiError or NetworkError. */
export async function apiRaw(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  init.body = encodeBody(options.body, headers);
  if (method !== 'GET') headers.set('Idempotency-Key', options.idempotencyKey ?? newIdempotencyKey());
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  noteCachedAnswer(response, options.signal);
  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, asProblem(body), body);
  return body;
}

/**
 * The problem+json body of a 4xx (see contracts/problem.ts), checked by hand so that the entry
 * chunk does not need zod.
 */
export function asProblem(body: unknown): Problem | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.status !== 'number' || typeof candidate.title !== 'string') return null;
  const errors = Array.isArray(candidate.errors)
    ? candidate.errors.flatMap((item: unknown) => {
        const entry = item as Record<string, unknown> | null;
        return entry && typeof entry.field === 'string' && typeof entry.message === 'string' ? [{ field: entry.field, message: entry.message }] : [];
      })
    : [];
  return {
    type: typeof candidate.type === 'string' ? candidate.type : 'about:blank',
    title: candidate.title,
    status: candidate.status,
    detail: typeof candidate.detail === 'string' ? candidate.detail : '',
    errors,
  };
}

/** Calls the API and parses a 2xx answer with the shared zod contract. */
export async function api<S extends z.ZodMiniType>(method: Method, path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const body = await apiRaw(method, path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError(path, parsed.error.issues);
  return parsed.data;
}

/**
 * A module loaded while a request is in flight, and the request's answer. The request's failure is the one reported:
 * offline, the module's chunk may fail to load too (not yet in the service worker's cache on a first visit), and
 * callers fall back to the device's copy only on a NetworkError.
 */
async function loadedBeside<T>(load: () => Promise<T>, request: Promise<unknown>): Promise<[T, unknown]> {
  const loading = load();
  loading.catch(() => {}); // awaited below, once the request has answered
  const body = await request;
  return [await loading, body];
}

/**
 * Like `api`, with the contract loaded on demand (a dynamic import of a contracts module) while the
 * request is in flight: the start-up queries keep zod out of the entry chunk this way.
 */
export async function apiLazy<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  loadSchema: () => Promise<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const [schema, body] = await loadedBeside(loadSchema, apiRaw(method, path, options));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError(path, parsed.error.issues);
  return parsed.data;
}

export const apiGet = <S extends z.ZodMiniType>(path: string, schema: S, signal?: AbortSignal) => api('GET', path, schema, { signal });

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

type Schema<S> = S extends z.ZodMiniType ? S : never;

/** What a call of an endpoint sends: its path parameters, query, body (as the endpoint's schemas take them) and options. */
export type CallOptions<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) & {
  query?: E['querystring'] extends z.ZodMiniType
    ? { [K in keyof z.output<Schema<E['querystring']>>]?: string | number | boolean } | URLSearchParams | string
    : undefined;
  body?: E['body'] extends z.ZodMiniType ? { json: z.input<Schema<E['body']>> } | { form: Record<string, string | undefined> } : undefined;
  /** Sent as Idempotency-Key on writes; a fresh one is made when not given. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** The options argument: required when the path has parameters. */
export type CallArgs<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function parseAnswer<E extends Endpoint>(endpoint: E, path: string, body: unknown): z.output<E['response']> {
  const parsed = endpoint.response.safeParse(endpoint.status === 204 ? (body ?? null) : body);
  if (!parsed.success) throw new ContractError(path, parsed.error.issues);
  return parsed.data as z.output<E['response']>;
}

/**
 * Calls an endpoint of the shared endpoint map (contracts/endpoint.ts): builds its path from the parameters and
 * query, sends, and parses the answer with the endpoint's response schema.
 *   call(putOnShelf, { params: { shelf }, body: { json: [{ sku }] } })
 */
export async function call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<z.output<E['response']>> {
  const { params, query, ...request } = (options ?? {}) as CallOptions<Endpoint> & { params?: Record<string, string | number> };
  const path = pathOf(endpoint, (params ?? {}) as never, query as never);
  return parseAnswer(endpoint, path, await apiRaw(endpoint.method, path, request as RequestOptions));
}

/**
 * Like `call`, for the first route: the request starts from the zod-free route (contracts/routes/<area>.ts) while the
 * endpoint, with its schemas, is loaded on demand (a dynamic import of contracts/endpoints/<area>.ts), so zod stays out of the
 * entry chunk.
 *   callLazy(getShelves, async () => (await import('../shared/contracts/endpoints/shelves.ts')).getShelves, { signal })
 */
export async function callLazy<E extends Endpoint>(
  route: Route<E['method'], E['path']>,
  load: () => Promise<E>,
  ...[options]: CallArgs<E>
): Promise<z.output<E['response']>> {
  const { params, query, ...request } = (options ?? {}) as CallOptions<Endpoint> & { params?: Record<string, string | number> };
  const path = pathOf(route, (params ?? {}) as never, query as never);
  const [endpoint, body] = await loadedBeside(load, apiRaw(route.method, path, request as RequestOptions));
  return parseAnswer(endpoint, path, body);
}

/**
 * Calls a route without parsing its answer (zod-free, like apiRaw): for calls whose answer is not read, or is
 * checked by hand on the first route.
 *   callRaw(logOut)
 */
export async function callRaw<M extends Route['method'], P extends string>(
  route: Route<M, P>,
  ...[options]: [ParamNames<P>] extends [never] ? [options?: RawCallOptions<P>] : [options: RawCallOptions<P>]
): Promise<unknown> {
  const { params, query, ...request } = (options ?? {}) as RawCallOptions<string> & { params?: Record<string, string | number> };
  return apiRaw(route.method, pathOf(route, (params ?? {}) as never, query), request);
}

/** What callRaw sends: the path parameters, the query and the options of apiRaw. */
export type RawCallOptions<P extends string> = ([ParamNames<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> }) &
  RequestOptions & { query?: QueryInput };
