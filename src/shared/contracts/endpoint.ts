import type * as z from 'zod/mini';

/**
 * The endpoint map (issue 16): every API operation is declared once, in two halves.
 * - Its route, `route('GET', '/api/v1/me/shelves')`: method and path template (`:name` segments as Fastify writes
 *   them), in a zod-free file of contracts/routes/. The client's first route can use it without loading zod.
 * - Its endpoint, `endpoint(routes.getShelves, { response: shelfItemListSchema })`: the route with its zod schemas,
 *   in contracts/endpoints/<area>.ts beside the area's contract file (kept apart so that the contract chunks the
 *   client loads for their schemas do not carry every endpoint). The server registers it
 *   (server/plugins/endpointRoute.ts), the client calls it (client/api.ts `call`, or `callLazy` with the route and a
 *   dynamic import of the endpoint file).
 * Nothing else writes an API path.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path template's parameters: '/a/:x/b/:y' gives 'x' | 'y'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each parameter of a path template. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** A query string: the pairs (undefined ones left out), or a query already written (without its '?'). */
export type QueryInput = Record<string, string | number | boolean | undefined> | URLSearchParams | string;

export interface Route<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** Declares an operation's method and path template (zod-free: contracts/routes/<area>.ts). */
/*#__NO_SIDE_EFFECTS__*/
export function route<const M extends Method, const P extends string>(method: M, path: P): Route<M, P> {
  return { method, path };
}

/** The success statuses an operation answers. */
export type SuccessStatus = 200 | 201 | 204;

export interface Schemas {
  params?: z.ZodMiniType;
  querystring?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The body of the success answer. */
  response: z.ZodMiniType;
  /** The success status; 200 when not given. */
  status?: SuccessStatus;
}

type Get<S, K extends string> = S extends Record<K, infer V> ? V : undefined;

/** A route with its schemas: what the server registers and the client calls. */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Status extends SuccessStatus = SuccessStatus,
> extends Route<M, P> {
  readonly params: Params;
  readonly querystring: Query;
  readonly body: Body;
  readonly response: Response;
  readonly status: Status;
}

/** Attaches the schemas to a route (in contracts/endpoints/<area>.ts). */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<const M extends Method, const P extends string, const S extends Schemas>(
  route: Route<M, P>,
  schemas: S,
): Endpoint<
  M,
  P,
  Get<S, 'params'>,
  Get<S, 'querystring'>,
  Get<S, 'body'>,
  S['response'],
  S extends { status: infer T extends SuccessStatus } ? T : 200
> {
  return {
    method: route.method,
    path: route.path,
    params: schemas.params,
    querystring: schemas.querystring,
    body: schemas.body,
    response: schemas.response,
    status: schemas.status ?? 200,
  } as never;
}

export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'response' in candidate && 'status' in candidate;
}

function queryText(query: QueryInput | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

/**
 * The path of a call: each `:name` segment replaced by its value through encodeURIComponent (as the client always
 * wrote them), then `?query` when there is one.
 */
export function pathOf<P extends string>(route: Route<Method, P>, params: PathParams<P>, query?: QueryInput): string {
  const values = params as Record<string, string | number | undefined>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = queryText(query);
  return search ? `${path}?${search}` : path;
}

/** The method and path of a call, as an outbox change or a raw call takes them: `{ ...requestLine(putOnShelf, { shelf }), body }`. */
export function requestLine<M extends Method, P extends string>(
  route: Route<M, P>,
  params: PathParams<P>,
  query?: QueryInput,
): { method: M; path: string } {
  return { method: route.method, path: pathOf(route, params, query) };
}
