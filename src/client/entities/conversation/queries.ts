import { queryOptions } from '@tanstack/react-query';
import {
  getComments as getCommentsRoute,
  getConversations as getConversationsRoute,
  getTitleConversations as getTitleConversationsRoute,
} from '../../../shared/contracts/routes/conversations.ts';
import { searchProducts as searchProductsRoute } from '../../../shared/contracts/routes/titles.ts';
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

/** GET /api/v1/conversations/title/{sku}: the title's conversation in each of the user's communities (read offline once seen). */
export const titleConversationsQuery = (sku: string) =>
  queryOptions({
    queryKey: conversationKeys.title(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getTitleConversationsRoute, async () => (await endpoints()).getTitleConversations, { params: { sku }, signal }),
    ),
    staleTime: 30_000,
    retry: noRetryOnRefusal,
  });

/** How many titles the @ autocomplete of the comment editor offers. */
export const TITLE_LINK_HITS = 8;

/** GET /api/products/{}/search?q=&attributes=product,images: the titles the comment editor's @ offers (online only). */
export const titleLinkSearchQuery = (q: string) =>
  queryOptions({
    queryKey: conversationKeys.titleSearch(q),
    queryFn: ({ signal }) =>
      callLazy(searchProductsRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).searchProducts, {
        params: { sku: '{}' },
        query: new URLSearchParams({ q, attributes: 'product,images', limit: String(TITLE_LINK_HITS) }).toString(),
        signal,
      }),
    staleTime: 60_000,
    retry: false,
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
  /** Every title's conversations (GET /api/v1/conversations/title/{sku}). */
  titles: () => [...conversationKeys.all, 'title'] as const,
  title: (sku: string) => [...conversationKeys.titles(), sku] as const,
  /** The comment editor's @ title search: outside `all`, so that a comment sent does not search again. */
  titleSearch: (q: string) => ['conversationTitleSearch', q] as const,
  /** Every page of comments: thread starters of a conversation, or replies of a thread. */
  comments: () => [...conversationKeys.all, 'comments'] as const,
  /** GET /api/v1/conversations/comments/{type}/{id}?communityId=&pageSize= : the first `limit` comments. */
  page: (type: 'title' | 'topic' | 'thread', id: string, communityId: number, limit: number) =>
    [...conversationKeys.comments(), type, id, communityId, limit] as const,
  /** Every length of one list of comments (Load More asks for 6 more). */
  pages: (type: 'title' | 'topic' | 'thread', id: string, communityId: number) => [...conversationKeys.comments(), type, id, communityId] as const,
};
