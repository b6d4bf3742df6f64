import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '../../shared/contracts/endpoints/conversations.ts';
import { serve } from '../plugins/endpointRoute.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { requireUser } from '../plugins/session.ts';
import { commentsPage, conversationsOf, titleConversations, titleStatuses } from '../services/conversations.ts';
import * as writes from '../services/conversationWrites.ts';

/**
 * Conversations (seed 3 §7 Conversations): a community's topics and title conversations (anyone may read those of an
 * open community, and at 0 an anonymous visitor the genre communities'), their comments paged by 6, and members'
 * changes: comments, edits and deletes by their author, badges, statuses, topics (one transaction each, replayable by
 * Idempotency-Key; a comment's device id makes a resent comment no second comment).
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.config.database.db;
  const viewer = (request: FastifyRequest) => request.user?.user.id ?? null;
  const userId = (request: FastifyRequest) => requireUser(request).user.id;

  serve(app, endpoints.getConversations, async (request) => conversationsOf(db(), viewer(request), request.params.communityId));
  serve(app, endpoints.getTitleConversations, async (request) => titleConversations(db(), viewer(request), request.params.sku));
  serve(app, endpoints.getComments, async (request) => commentsPage(db(), viewer(request), request.params.type, request.params.id, request.query));
  serve(app, endpoints.postTitleStatuses, async (request) => titleStatuses(db(), userId(request), request.params.communityId, request.body));

  serve(app, endpoints.createComment, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => {
      const { created, comment } = await writes.createComment(tx, user, request.body);
      return { status: created ? 201 : 200, body: comment };
    });
  });
  serve(app, endpoints.editComment, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await writes.editComment(tx, user, request.body.id, request.body.text) }));
  });
  serve(app, endpoints.setCommentStatus, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await writes.setCommentStatus(tx, user, request.params.id, request.params.status),
    }));
  });
  serve(app, endpoints.toggleBadge, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await writes.toggleBadge(tx, user, request.body.commentId, request.body.type),
    }));
  });
  serve(app, endpoints.setConversationStatus, async (request, reply) => {
    const user = userId(request);
    const { communityId, conversationType: type, conversationId, status } = request.body;
    return idempotent(request, reply, async (tx) => ({
      status: 200,
      body: await writes.setConversationStatus(tx, user, { communityId, type, conversationId }, status),
    }));
  });
  serve(app, endpoints.createTopic, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => {
      const { created, topic, comment } = await writes.createTopic(tx, user, request.params.communityId, request.body);
      return { status: created ? 201 : 200, body: { topic, comment } };
    });
  });
  serve(app, endpoints.renameTopic, async (request, reply) => {
    const user = userId(request);
    return idempotent(request, reply, async (tx) => ({ status: 200, body: await writes.renameTopic(tx, user, request.body.id, request.body.name) }));
  });
};
