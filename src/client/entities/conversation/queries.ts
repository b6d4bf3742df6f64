import { queryOptions } from '@tanstack/react-query';
import { getComments as getCommentsRoute, getConversations as getConversationsRoute } from '../../../shared/contracts/routes/conversations.ts';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/conversations.ts');

const noRetryOnRefusal = (count: number, error: Error) => count < 2 && !('status' in error && (error as { status: number }).status < 500);

/** GET /api/v1/conversations/{communityId}: topics, products and threads (0: every community of the user). */
export const conversationsQuery = (communityId = 0) =>
  queryOptions({
    queryKey: conversationKeys.list(communityId),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getConversationsRoute, async () => (await endpoints()).getConversations, { params: { communityId }, signal }),
    ),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  });

/** The first `limit` comments of a conversation's thread starters ('title'/'topic') or of a thread's replies ('thread'). */
export const commentsQuery = (type: 'title' | 'topic' | 'thread', id: string, communityId: number, limit: number) =>
  queryOptions({
    queryKey: conversationKeys.page(type, id, communityId, limit),
    queryFn: offlineCopy(
      ({ signal }) =>
        callLazy(getCommentsRoute, async () => (await endpoints()).getComments, {
          params: { type, id },
          query: { communityId, offset: 0, pageSize: limit },
          signal,
        }),
      // Offline, a thread never read on this device reads as one with no replies yet (those made offline show on it).
      { fallback: async () => (type === 'thread' ? { data: { comments: [], total: 0 }, updatedAt: 0 } : undefined) },
    ),
    staleTime: 15_000,
    retry: noRetryOnRefusal,
  });

/**
 * Query keys of conversations (seed 3 §7 Conversations): every conversations answer lives under `all`. Here rather
 * than in a queryKeys.ts, which would join the first routes' `core` chunk (vite.config.ts): no first route reads them.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  /** GET /api/v1/conversations/{communityId} (0: every community of the user). */
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (communityId: number) => [...conversationKeys.lists(), communityId] as const,
  /** Every page of comments: thread starters of a conversation, or replies of a thread. */
  comments: () => [...conversationKeys.all, 'comments'] as const,
  /** GET /api/v1/conversations/comments/{type}/{id}?communityId=&pageSize= : the first `limit` comments. */
  page: (type: 'title' | 'topic' | 'thread', id: string, communityId: number, limit: number) =>
    [...conversationKeys.comments(), type, id, communityId, limit] as const,
  /** Every length of one list of comments (Load More asks for 6 more). */
  pages: (type: 'title' | 'topic' | 'thread', id: string, communityId: number) => [...conversationKeys.comments(), type, id, communityId] as const,
};
