import { route } from '../endpoint.ts';

/** Conversations (seed 3 §7 Conversations): the routes of contracts/conversations.ts (zod-free, see endpoint.ts). */
export const getConversations = route('GET', '/api/v1/conversations/:communityId');
export const postTitleStatuses = route('POST', '/api/v1/conversations/:communityId/titles');
export const createTopic = route('POST', '/api/v1/conversations/:communityId/topics');
export const renameTopic = route('PUT', '/api/v1/conversations/topics');
export const getTitleConversations = route('GET', '/api/v1/conversations/title/:sku');
export const getComments = route('GET', '/api/v1/conversations/comments/:type/:id');
export const createComment = route('POST', '/api/v1/conversations/comments');
export const editComment = route('PUT', '/api/v1/conversations/comments');
export const setCommentStatus = route('DELETE', '/api/v1/conversations/comments/:id/:status');
export const toggleBadge = route('PUT', '/api/v1/conversations/badges');
export const setConversationStatus = route('PUT', '/api/v1/conversations/status');
