import { endpoint } from '../endpoint.ts';
import * as c from '../conversations.ts';
import * as routes from '../routes/conversations.ts';

/** The endpoints of conversations (routes in routes/conversations.ts). */
export const getConversations = endpoint(routes.getConversations, { params: c.communityParamsSchema, response: c.conversationsSchema });
export const postTitleStatuses = endpoint(routes.postTitleStatuses, {
  params: c.communityParamsSchema,
  body: c.titleSkusSchema,
  response: c.titleStatusesSchema,
});
export const createTopic = endpoint(routes.createTopic, {
  params: c.communityParamsSchema,
  body: c.newTopicSchema,
  response: c.createdTopicSchema,
  status: 201,
});
export const renameTopic = endpoint(routes.renameTopic, { body: c.renameTopicSchema, response: c.topicSchema });
export const getTitleConversations = endpoint(routes.getTitleConversations, { params: c.skuParamsSchema, response: c.titleConversationsSchema });
export const getComments = endpoint(routes.getComments, {
  params: c.commentsParamsSchema,
  querystring: c.commentsQuerySchema,
  response: c.commentsPageSchema,
});
export const createComment = endpoint(routes.createComment, { body: c.newCommentSchema, response: c.commentSchema, status: 201 });
export const editComment = endpoint(routes.editComment, { body: c.editCommentSchema, response: c.commentSchema });
export const setCommentStatus = endpoint(routes.setCommentStatus, { params: c.commentStatusParamsSchema, response: c.commentSchema });
export const toggleBadge = endpoint(routes.toggleBadge, { body: c.badgeBodySchema, response: c.commentSchema });
export const setConversationStatus = endpoint(routes.setConversationStatus, { body: c.statusBodySchema, response: c.statusAnswerSchema });
