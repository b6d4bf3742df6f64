import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/communities.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { FailureThrottle } from '../plugins/failureThrottle.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { communitiesAnswer, communitySummary } from '../services/communities.ts';
import { saveCommunityFilter } from '../services/communityFilters.ts';
import * as writes from '../services/communityWrites.ts';

/**
 * Communities and membership (seed 1 §7 Communities; the summary of seed 3 §7). Anonymous callers read the genre
 * communities and a community's summary; everything else needs a session (401). Each change is one transaction,
 * replayable by Idempotency-Key (the outbox), and answers the community as the caller now sees it; owner-only
 * changes answer 403 to others, unknown or deleted communities 404. Wrong validation codes are throttled per user and
 * community (429 with Retry-After after `communityCodeFailuresPerUser`).
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const limits = { ...DEFAULT_RATE_LIMITS, ...app.config.rateLimits };
  const wrongCodes = new FailureThrottle(limits.communityCodeFailuresPerUser);
  const codeKey = (request: FastifyRequest) => `${requireUser(request).user.id}\n${(request.params as { communityId: number }).communityId}`;
  const userId = (request: FastifyRequest) => request.user?.user.id ?? 0;
  const one = (id: number) => ({ kind: 'one', id }) as const;

  serve(app, endpoints.getCommunities, async (request) => communitiesAnswer(db(), requireUser(request).user.id, { kind: 'visible' }));
  serve(app, endpoints.getGenreCommunities, async (request) => communitiesAnswer(db(), userId(request), { kind: 'genres' }));
  serve(app, endpoints.getJoinedCommunities, async (request) => communitiesAnswer(db(), requireUser(request).user.id, { kind: 'joined' }));
  serve(app, endpoints.getCommunitySummary, async (request) => communitySummary(db(), userId(request), request.params.communityId));

  serve(app, endpoints.joinCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.joinCommunity(tx, user, request.params.id, request.params.kind);
      return { status: 200, body: await communitiesAnswer(tx, user.id, one(request.params.id)) };
    });
  });

  serve(app, endpoints.leaveCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.leaveCommunity(tx, user.id, request.params.id);
      return { status: 200, body: await communitiesAnswer(tx, user.id, one(request.params.id)) };
    });
  });

  serve(app, endpoints.joinGenreCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.joinGenreCommunity(tx, user.id, request.params.id);
      return { status: 200, body: await communitiesAnswer(tx, user.id, one(request.params.id)) };
    });
  });

  serve(app, endpoints.createCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => ({ status: 201, body: { id: await writes.createCommunity(tx, user.id, request.body) } }));
  });

  serve(app, endpoints.updateCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    const id = request.params.communityId;
    return idempotent(request, reply, async (tx) => {
      await writes.updateCommunity(tx, user.id, id, request.body);
      return { status: 200, body: await communitiesAnswer(tx, user.id, one(id)) };
    });
  });

  serve(app, endpoints.deleteCommunity, async (request, reply) => {
    const { user } = requireUser(request);
    return idempotent(request, reply, async (tx) => {
      await writes.deleteCommunity(tx, user.id, request.params.communityId);
      return { status: 204, body: null };
    });
  });

  for (const endpoint of [endpoints.putCommunityFilter, endpoints.postCommunityFilter]) {
    serve(app, endpoint, async (request, reply) => {
      const { user } = requireUser(request);
      return idempotent(request, reply, async (tx) => ({
        status: 200,
        body: await saveCommunityFilter(tx, user.id, request.params.communityId, request.body),
      }));
    });
  }

  serve(app, endpoints.validateCommunityCode, { preHandler: async (request) => wrongCodes.check(codeKey(request)) }, async (request, reply) => {
    const { user } = requireUser(request);
    const result = await idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await writes.validateCode(tx, user.id, request.params.communityId, request.params.code),
    }));
    if (result === 0) wrongCodes.fail(codeKey(request));
    return result;
  });

  serve(app, endpoints.removeCommunityValidation, async (request, reply) => {
    const { user } = requireUser(request);
    const id = request.params.communityId;
    return idempotent(request, reply, async (tx) => {
      await writes.removeValidation(tx, user.id, id);
      return { status: 200, body: await communitiesAnswer(tx, user.id, one(id)) };
    });
  });
};
