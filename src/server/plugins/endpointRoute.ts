import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import { problemResponses } from './problem.ts';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The Fastify schema of an endpoint: its params, querystring, body and its success answer beside the problems. */
export type EndpointSchema<E extends Endpoint, R extends z.ZodMiniType = E['response']> = {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  response: { [S in E['status']]: R } & typeof problemResponses;
};

/** Fastify route options other than the method, URL and schema (hooks, config, bodyLimit...). */
export type EndpointOptions<E extends Endpoint, R extends z.ZodMiniType> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E, R>,
    ZodTypeProvider
  >,
  'schema'
> & {
  /** What the server answers instead of the endpoint's response schema (e.g. file bytes the client never parses). */
  response?: R;
};

export type EndpointHandler<E extends Endpoint, R extends z.ZodMiniType = E['response']> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E, R>,
  ZodTypeProvider
>;

/** The Fastify schema object of an endpoint (only the parts it declares). */
export function endpointSchema(endpoint: Endpoint, response: z.ZodMiniType = endpoint.response) {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { [endpoint.status]: response, ...problemResponses },
  };
}

/**
 * Registers an endpoint of the shared endpoint map (contracts/endpoint.ts): its method and path, its schemas and the
 * problem answers; request.params, query and body are typed from its zod schemas.
 *   serve(app, putOnShelf, async (request, reply) => ...)
 *   serve(app, logIn, { preHandler: [perIp] }, async (request, reply) => ...)
 */
export function serve<E extends Endpoint>(app: ZodApp, endpoint: E, handler: EndpointHandler<E>): void;
export function serve<E extends Endpoint, R extends z.ZodMiniType = E['response']>(
  app: ZodApp,
  endpoint: E,
  options: EndpointOptions<E, R>,
  handler: EndpointHandler<E, R>,
): void;
export function serve(
  app: ZodApp,
  endpoint: Endpoint,
  optionsOrHandler: EndpointOptions<Endpoint, z.ZodMiniType> | EndpointHandler<Endpoint>,
  handler?: EndpointHandler<Endpoint>,
): void {
  const { response, ...options } = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  app.route({
    ...(options as object),
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint, response),
    handler: (typeof optionsOrHandler === 'function' ? optionsOrHandler : handler) as never,
  });
}
