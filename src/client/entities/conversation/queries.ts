import { queryOptions } from '@tanstack/react-query';
import { getComments as getCommentsRoute, getConversations as getConversationsRoute } from '../../../shared/contracts/routes/conversations.ts';
import { callLazy } from '../../lib/api.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { conversationKeys } from './queryKeys.ts';

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
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getCommentsRoute, async () => (await endpoints()).getComments, {
        params: { type, id },
        query: { communityId, offset: 0, pageSize: limit },
        signal,
      }),
    ),
    staleTime: 15_000,
    retry: noRetryOnRefusal,
  });
