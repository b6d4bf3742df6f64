import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageBodySchema } from '../../shared/contracts/session.ts';
import { usageEvents } from '../db/schema/identity.ts';
import { ANONYMOUS_USER_ID, idempotent } from '../plugins/idempotency.ts';
import { problemResponses } from '../plugins/problem.ts';

/** PUT /api/v1/usage: one usage event; anonymous visitors count as user 0. Answers 204. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/usage',
    { schema: { body: usageBodySchema, response: { 204: z.null(), ...problemResponses } } },
    async (request, reply) => {
      await idempotent(request, reply, async (tx) => {
        await tx.insert(usageEvents).values({ userId: request.user?.user.id ?? ANONYMOUS_USER_ID, ...request.body });
        return { status: 204, body: null };
      });
      return reply.send(null);
    },
  );
};
