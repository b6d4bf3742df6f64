import type { FastifyInstance } from 'fastify';
import { httpProblem } from './problem.ts';

export const JSON_MAX_DEPTH = 32;
const NOT_JSON = 'the request body is not valid JSON';

/** Deepest nesting of arrays/objects in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

function refusePrototypeKeys(key: string, value: unknown) {
  if (key === '__proto__') throw httpProblem(400, 'the request body has a forbidden key', [{ field: 'body', message: '__proto__' }]);
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw httpProblem(400, 'the request body has a forbidden key', [{ field: 'body', message: 'constructor.prototype' }]);
  }
  return value;
}

/** Replaces Fastify's JSON parser with one that bounds nesting depth and refuses prototype keys. */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json$/, { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    // An empty body is no body: routes whose schema needs one answer 400 naming it.
    if (text.trim().length === 0) return done(null, undefined);
    if (jsonDepth(text) > JSON_MAX_DEPTH) {
      const detail = `the JSON body is nested deeper than ${JSON_MAX_DEPTH} levels`;
      return done(httpProblem(400, detail, [{ field: 'body', message: detail }]));
    }
    try {
      const reviver = text.includes('__proto__') || text.includes('constructor') ? refusePrototypeKeys : undefined;
      done(null, JSON.parse(text, reviver));
    } catch (err) {
      done(err instanceof Error && err.name === 'HttpProblem' ? err : httpProblem(400, NOT_JSON, [{ field: 'body', message: NOT_JSON }]));
    }
  });
}
