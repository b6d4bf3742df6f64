import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ILL_FORMED_TEXT, illFormedTextPath, toWellFormedText } from '../../shared/domain/wellFormedText.ts';
import { fieldProblem } from './problem.ts';

/**
 * Text without NUL or unpaired surrogates, for every route at once: before validation, the path parameters,
 * query string and body are searched, and the first ill-formed string (or key) answers 400 naming its field.
 * PostgreSQL cannot store either (22021/22P05), and a lone surrogate has no UTF-8 form to answer with.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const parts = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const;
      for (const [part, value] of parts) {
        const path = illFormedTextPath(value);
        if (path === undefined) continue;
        const field = toWellFormedText(path) || (part === 'body' ? 'body' : part);
        throw fieldProblem(field, `${field} ${ILL_FORMED_TEXT}`);
      }
    });
  },
  { name: 'textGuard' },
);
