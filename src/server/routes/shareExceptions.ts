import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { addShareExceptions, removeShareExceptions, replaceShareExceptions } from '../../shared/contracts/endpoints/titleReviews.ts';
import { products } from '../db/schema/catalog.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { requireSession, requireUser } from '../plugins/session.ts';
import { changeShareExceptions } from '../services/titlesShares.ts';

const EMPTY = { affiliationShareExceptions: [], ePlusGroupShareExceptions: [], externalSubmissionGroupInclusions: [] };

/**
 * PUT (replace), POST (add), DELETE (remove listed; no body removes all) of
 * /api/products/{sku}/users/{userId}/communities/shares-exceptions. userId is the caller's id (numeric id or
 * userID); anyone else's answers 403 and nothing changes. Answers the sharing data after the change.
 */
export const shareExceptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const modes = [
    [replaceShareExceptions, 'replace'],
    [addShareExceptions, 'add'],
    [removeShareExceptions, 'remove'],
  ] as const;
  for (const [endpoint, mode] of modes) {
    serve(app, endpoint, async (request, reply) => {
      const { user } = requireUser(request);
      const { sku, userId } = request.params;
      if (userId !== String(user.id) && userId !== user.userId) throw httpProblem(403, 'you can change only your own share exceptions');
      if (mode !== 'remove' && !request.body) throw fieldProblem('body', 'send the share exceptions as JSON');
      return idempotent(request, reply, async (tx) => {
        const [title] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
        if (!title) throw httpProblem(404, `no title with sku ${sku}`);
        return { status: 200, body: await changeShareExceptions(tx, user.id, sku, mode, request.body ?? EMPTY) };
      });
    });
  }
};
