import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, problemSchema, type Problem } from '../../shared/contracts/problem.ts';
import { clientAnswerFor, databaseFault } from './databaseErrors.ts';

export interface FieldError {
  field: string;
  message: string;
}

/** A throwable 4xx/5xx answer; the error handler turns it into application/problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export function httpProblem(status: number, detail: string, errors: FieldError[] = [], headers?: Record<string, string>) {
  return new HttpProblem(status, detail, errors, headers);
}

/** A 400 naming one field: `fieldProblem('user.email', 'please provide a valid email address')`. */
export function fieldProblem(field: string, message: string, status = 400) {
  return new HttpProblem(status, message, [{ field, message }]);
}

export function problemBody(status: number, detail: string, errors: FieldError[] = []): Problem {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, errors };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string, errors: FieldError[] = []) {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemBody(status, detail, errors));
}

/** Fastify error codes for bodies a client sent that we cannot read. */
const CLIENT_ERROR_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'the request body is too large', 'body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'this content type is not supported here', 'content-type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'the request body does not match its content length', 'body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'the JSON body is empty', 'body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'the request body is not valid JSON', 'body'],
};

function fieldOf(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (path) return path;
  return context === 'body' || context === undefined ? 'body' : context;
}

/** A Drizzle query error names its statement and parameters (user text) in its message: log its cause instead. */
function withoutQuery(error: Error): Error {
  return 'params' in error && error.cause instanceof Error ? error.cause : error;
}

function handleError(error: FastifyError | HttpProblem | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    if (error.status >= 500) request.log.error({ err: error }, 'server problem');
    return sendProblem(reply, error.status, error.detail, error.errors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const errors = error.validation.map((v) => ({ field: fieldOf(context, v.instancePath), message: v.message ?? 'invalid' }));
    return sendProblem(reply, 400, errors[0]?.message ?? 'invalid request', errors);
  }
  if (isResponseSerializationError(error as never) && 'cause' in error && 'method' in error) {
    request.log.error({ err: error, issues: (error as { cause: unknown }).cause }, 'response does not match its schema');
    return sendProblem(reply, 500, 'Sorry, something went wrong.');
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? CLIENT_ERROR_CODES[fastifyError.code] : undefined;
  if (known) return sendProblem(reply, known[0], known[1], [{ field: known[2], message: known[1] }]);
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_BAD_JSON') {
    const [status, detail, field] = CLIENT_ERROR_CODES.FST_ERR_CTP_INVALID_JSON_BODY!;
    return sendProblem(reply, status, detail, [{ field, message: detail }]);
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendProblem(reply, status, fastifyError.message || STATUS_CODES[status] || 'bad request');
  }
  // A database error: what the input caused answers 4xx (logged at info), the rest 500. Neither logs the
  // statement or its parameters (user text); only SQLSTATE, constraint and PostgreSQL's message.
  const fault = databaseFault(error);
  const route = { method: request.method, route: request.routeOptions.url };
  const answer = fault && clientAnswerFor(fault);
  if (fault && answer) {
    request.log.info({ ...route, code: fault.code, constraint: fault.constraint }, 'request refused by the database');
    if (answer.retryAfter) reply.header('Retry-After', String(answer.retryAfter));
    return sendProblem(reply, answer.status, answer.detail);
  }
  if (fault) request.log.error({ ...route, db: fault }, 'database error');
  else request.log.error({ ...route, err: withoutQuery(error) }, 'unexpected error');
  return sendProblem(reply, 500, 'Sorry, something went wrong.');
}

/** Every 4xx and 5xx as problem+json; unknown /api routes answer 404 problem+json. */
export const problemPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'problem' },
);

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(reply, 404, `no resource at ${request.method} ${request.url.split('?')[0]}`);
}

/** Response schemas every route adds next to its success schemas: 4xx and 5xx answers are problems. */
export const problemResponses = { '4xx': problemSchema, '5xx': problemSchema } as const;
