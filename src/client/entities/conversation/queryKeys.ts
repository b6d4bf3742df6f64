/** Query keys of conversations (seed 3 §7 Conversations). Every conversations answer lives under `all`. */
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
