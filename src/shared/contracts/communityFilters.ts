import * as z from 'zod/mini';
import { communitiesAnswerSchema } from './communities.ts';
import { id, text } from './fields.ts';
import { definitionSchema, SAVED_FILTER_NAME_MAX } from './savedFilters.ts';

/** The lane type of a community's saved filter: its titles open as a saved filter list (/savedFilter/{viewId}). */
export const COMMUNITY_FILTER_LANE_TYPE = 'savedFilter';
/** Saved filter lanes one community holds at most (a save beyond it answers 409). */
export const COMMUNITY_FILTERS_MAX = 20;

/**
 * A community's saved filter (seed 3, affiliation summary: viewId, browseLaneType, definition, groupId): a group-type
 * filter its owners saved as a lane of the community; viewId opens it (/savedFilter/{viewId}).
 */
export const communityFilterSchema = z.object({
  viewId: z.int(),
  name: z.string(),
  browseLaneType: z.string(),
  definition: z.string(),
  groupId: z.int(),
});
export type CommunityFilter = z.infer<typeof communityFilterSchema>;

/** GET /api/v1/affiliations/{id}/summary: the community and its circles (seed 1 §3), and its saved filters. */
export const communitySummarySchema = z.extend(communitiesAnswerSchema, { savedFilters: z.array(communityFilterSchema) });
export type CommunitySummary = z.infer<typeof communitySummarySchema>;

/**
 * PUT or POST /api/v1/affiliations/{id}/filters: viewId -1 (or 0, or none) saves a new lane, an existing one of the
 * community replaces it; definition is the JSON text of the browse refinements; groupId is the community (the path's).
 * name: the lane's heading ('My Filter #n' when none).
 */
export const communityFilterBodySchema = z.object({
  viewId: z._default(id(-1), -1),
  name: z.optional(text(SAVED_FILTER_NAME_MAX).check(z.trim())),
  definition: definitionSchema,
  groupId: id(),
});
