import * as z from 'zod/mini';
import { id, idParam } from './fields.ts';
import { LIST_VOTE_STATES } from '../domain/listVotes.ts';
import { filteredTitlesQuerySchema, filteredTitlesSchema, skuSchema } from './titles.ts';

/** Collaborative title lists (seed 3 sections 3 and 7) and buzz. Texts the API answers with are the seeds' own. */

export const ALREADY_ON_LIST = 'This title is already on the list. You can upvote it to register your opinion.';
export const LIST_NAME_MAX = 120;
export const LIST_DESCRIPTION_MAX = 2000;
/** Titles one add call takes (an Action menu on "all titles" of a list of up to 500). */
export const LIST_ADD_MAX = 500;

const listIdParam = idParam();
const communityId = idParam(0);

/** A list as the lists call answers it; canAdd: the caller may add titles (allowAddTitleGroup or the creator, and a member). */
export const collaborativeListSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  communityId: z.int(),
  communityName: z.string(),
  allowAddTitleGroup: z.boolean(),
  appUserId: z.int(),
  ownerName: z.string(),
  sort: z.enum(['votes', 'sequence']),
  itemCount: z.int(),
  createdDate: z.string(),
  updatedDate: z.string(),
  isOwner: z.boolean(),
  isMember: z.boolean(),
  canAdd: z.boolean(),
});
export type CollaborativeList = z.infer<typeof collaborativeListSchema>;
export const collaborativeListsSchema = z.array(collaborativeListSchema);

/** GET /api/v1/collaborativeTitleLists/{communityId}: 0 = the lists of all the caller's communities. */
export const listsParamsSchema = z.object({ communityId });
/** GET /api/v1/collaborativeTitleLists/{communityId}/{listId}/items/: communityId 0 = whichever community holds the list. */
export const listItemsParamsSchema = z.object({ communityId, listId: listIdParam });
/**
 * The items query: the filtered-titles query (net votes, descending, by default), and `include`, parts added to the
 * answer: `list` adds the list itself (for callers, such as anonymous visitors, who cannot read the lists call).
 */
export const listItemsQuerySchema = z.extend(filteredTitlesQuerySchema, {
  include: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(100)),
        z.transform((text: string) =>
          text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ),
      z.array(z.enum(['list'], 'include takes: list')).check(z.maxLength(10)),
    ),
  ),
});
export type ListItemsQuery = z.infer<typeof listItemsQuerySchema>;

export const listItemSchema = z.object({
  sku: z.string(),
  sequence: z.int(),
  createdDate: z.string(),
  addedByAppUserId: z.nullable(z.int()),
  upVotes: z.int(),
  downVotes: z.int(),
  netVotes: z.int(),
  /** The caller's vote: notSet, downVote or upVote (notSet for anonymous callers). */
  state: z.enum(LIST_VOTE_STATES),
  /** The caller may take the title off the list (the list's creator, or whoever added it). */
  canRemove: z.boolean(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** The items answer: one page of the list's titles (filtered-titles answer) and their list items, in page order. */
export const listItemsSchema = z.extend(filteredTitlesSchema, {
  items: z.array(listItemSchema),
  list: z.optional(collaborativeListSchema),
});
export type ListItems = z.infer<typeof listItemsSchema>;

/** GET /api/v1/collaborativeTitleLists/titles/{sku}: the caller's visible lists holding the title. */
export const listTitleParamsSchema = z.object({ sku: skuSchema });

export const listIdParamsSchema = z.object({ listId: listIdParam });
export const listItemParamsSchema = z.object({ listId: listIdParam, sku: skuSchema });

/** POST /api/v1/collaborativeTitleLists/{listId}/items/add: a list of {listId, sku} (listId the path's). */
export const addItemsBodySchema = z
  .array(z.object({ listId: id(), sku: skuSchema }))
  .check(z.minLength(1, 'list at least one title'), z.maxLength(LIST_ADD_MAX, `at most ${LIST_ADD_MAX} titles`));
/** Added titles, and those already on the list (with the seed's text in message). */
export const addItemsResultSchema = z.object({
  listId: z.int(),
  added: z.array(z.string()),
  alreadyOnList: z.array(z.string()),
  message: z.nullable(z.string()),
});
export type AddItemsResult = z.infer<typeof addItemsResultSchema>;

export const removedItemSchema = z.object({ listId: z.int(), sku: z.string() });
export const archivedListSchema = z.object({ id: z.int(), name: z.string(), archived: z.literal(true) });

const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter a name for the list.'), z.maxLength(LIST_NAME_MAX, `at most ${LIST_NAME_MAX} characters`));
const descriptionSchema = z.string().check(z.trim(), z.maxLength(LIST_DESCRIPTION_MAX, `at most ${LIST_DESCRIPTION_MAX} characters`));

/** POST /api/v1/collaborativeTitleList: a new list in one of the caller's communities (name required). */
export const createListBodySchema = z.object({
  name: nameSchema,
  description: z._default(descriptionSchema, ''),
  communityId: id(),
  allowAddTitleGroup: z._default(z.boolean(), true),
  sort: z._default(z.enum(['votes', 'sequence']), 'votes'),
});
export type CreateListBody = z.infer<typeof createListBodySchema>;
/** PUT /api/v1/collaborativeTitleList: the creator changes name, description, who may add, and sort. */
export const updateListBodySchema = z.extend(z.omit(createListBodySchema, { communityId: true }), { id: id() });
export type UpdateListBody = z.infer<typeof updateListBodySchema>;

/** POST /api/v1/votes: an up or down vote on a list item; the same vote again removes it (toggle). */
export const voteBodySchema = z.object({
  listId: id(),
  sku: skuSchema,
  vote: z.enum(['upVote', 'downVote'], 'vote is upVote or downVote'),
});
export const voteResultSchema = z.object({
  listId: z.int(),
  sku: z.string(),
  state: z.enum(LIST_VOTE_STATES),
  upVotes: z.int(),
  downVotes: z.int(),
  netVotes: z.int(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /api/v1/affiliations/{communityId or genres}/buzz?maxTitles={n}. */
export const buzzParamsSchema = z.object({
  communityId: z.union([z.literal('genres'), idParam(0)], 'a community id or genres'),
});
/** The widest review window of the buzz call (the community home's REVIEW_DAYS_BACK_MAX; a test keeps them equal). */
export const BUZZ_DAYS_BACK_MAX = 3650;
/**
 * The filtered-titles query (community reviews, descending, by default); maxTitles, when given, is the page size;
 * reviewsCreatedDateMaxDaysBack (1 to 3650), when given, keeps titles with a review created in the last that many days
 * (and lists only those reviews): the community home's review lanes.
 */
export const buzzQuerySchema = z.extend(filteredTitlesQuerySchema, {
  maxTitles: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  reviewsCreatedDateMaxDaysBack: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BUZZ_DAYS_BACK_MAX))),
});
export type BuzzQuery = z.infer<typeof buzzQuerySchema>;

export const buzzReviewSchema = z.object({
  rating: z.int(),
  text: z.string(),
  appUserId: z.int(),
  displayName: z.string(),
  updatedDate: z.string(),
});
/** A page of titles with community reviews, and each title's reviews (newest first). */
export const buzzSchema = z.extend(filteredTitlesSchema, {
  titles: z.array(z.object({ sku: z.string(), reviews: z.array(buzzReviewSchema) })),
});
export type Buzz = z.infer<typeof buzzSchema>;
