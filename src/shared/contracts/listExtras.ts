import * as z from 'zod/mini';
import { id, idParam, text } from './fields.ts';
import { skuSchema } from './titles.ts';

/**
 * The rest of collaborative lists (seed 3 §3, §4, §7, §8): comments and quantities on a list's titles, filing (the
 * order of a list's titles), and members' alerts. Success texts are seed 3 §8's.
 */
export const LIST_COMMENT_MAX = 2000;
export const LIST_QUANTITY_MAX = 99_999;
export const LIST_FILING_MAX = 500;

export const LIST_EXTRA_MESSAGES = {
  commentAdded: 'Comment added!',
  commentUpdated: 'Your Comment has been updated',
  commentRemoved: 'Your Comment has been removed',
  quantityAdded: 'Quantity added!',
  quantityUpdated: 'Your Quantity has been updated',
  quantityRemoved: 'Your Quantity input has been removed',
  alertAdded: 'Alert added!',
  alertUpdated: 'Alert updated!',
  alertRemoved: 'Alert removed!',
  emptyComment: 'Please enter a comment.',
  notAuthor: 'Only the author of a comment can change it.',
  unknownComment: 'This comment could not be found.',
  noQuantity: 'You have no quantity on this title.',
  hasQuantity: 'You already have a quantity on this title: change it instead.',
  notOnList: 'This title is not on the list.',
  notOwner: 'Only the creator of this list can file its titles.',
  filingMismatch: 'List every title of the list once, in its new order.',
  touchedNotOffered: 'Only vote and comment alerts can be limited to the titles you touched.',
  alertExists: 'You already have this alert: change it instead.',
  unknownAlert: 'This alert could not be found.',
} as const;

export const LIST_ALERT_TYPES = ['addOrRemoved', 'voted', 'commented'] as const;
export const LIST_ALERT_METHODS = ['notification', 'email', 'text'] as const;
export const LIST_ALERT_CANDIDATES = ['all', 'touched'] as const;

const commentText = text(LIST_COMMENT_MAX).check(z.refine((s) => s.trim().length > 0, LIST_EXTRA_MESSAGES.emptyComment));
const quantity = z.int().check(z.gte(1, 'a quantity is at least 1'), z.lte(LIST_QUANTITY_MAX, `a quantity is at most ${LIST_QUANTITY_MAX}`));

export const listCommentSchema = z.object({
  id: z.int(),
  listId: z.int(),
  sku: z.string(),
  appUserId: z.int(),
  displayName: z.string(),
  text: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type ListComment = z.infer<typeof listCommentSchema>;

/** Every change answers its result and the seed's text for it. */
export const listCommentAnswerSchema = z.object({ comment: z.nullable(listCommentSchema), message: z.string() });
export const newListCommentSchema = z.object({ listId: id(), sku: skuSchema, text: commentText });
export const editListCommentSchema = z.object({ id: id(), text: commentText });
export const listCommentParamsSchema = z.object({ id: idParam() });

/** A title's quantities: the caller's (0 none) and everyone's together. */
export const quantityAnswerSchema = z.object({ listId: z.int(), sku: z.string(), quantity: z.int(), totalQuantity: z.int(), message: z.string() });
export const quantityBodySchema = z.object({ listId: id(), sku: skuSchema, quantity });
export const quantityKeySchema = z.object({ listId: id(), sku: skuSchema });

/** POST /api/v1/collaborativeTitleList/filing: every title of the list, in its new order (the creator's). */
export const filingBodySchema = z.object({ listId: id(), skus: z.array(skuSchema).check(z.minLength(1), z.maxLength(LIST_FILING_MAX)) });
export const filingAnswerSchema = z.object({ listId: z.int(), skus: z.array(z.string()) });

export const listAlertSchema = z.object({
  id: z.int(),
  listId: z.int(),
  alertType: z.enum(LIST_ALERT_TYPES),
  alertMethod: z.enum(LIST_ALERT_METHODS),
  alertCandidate: z.enum(LIST_ALERT_CANDIDATES),
});
export type ListAlert = z.infer<typeof listAlertSchema>;
export const listAlertsSchema = z.array(listAlertSchema);
export const listAlertAnswerSchema = z.object({ alert: z.nullable(listAlertSchema), message: z.string() });
export const newListAlertSchema = z.object({
  listId: id(),
  alertType: z.enum(LIST_ALERT_TYPES),
  alertMethod: z._default(z.enum(LIST_ALERT_METHODS), 'notification'),
  alertCandidate: z._default(z.enum(LIST_ALERT_CANDIDATES), 'all'),
});
export const editListAlertSchema = z.object({ alertMethod: z.enum(LIST_ALERT_METHODS), alertCandidate: z.enum(LIST_ALERT_CANDIDATES) });
export const alertIdParamsSchema = z.object({ id: idParam() });
export const alertListParamsSchema = z.object({ listId: idParam() });

/** GET .../{communityId}/{listId}/items/extras: the comments and quantities of the list's titles (shown beside the items). */
export const listExtrasSchema = z.object({
  comments: z.array(listCommentSchema),
  quantities: z.array(z.object({ sku: z.string(), quantity: z.int(), totalQuantity: z.int() })),
});
