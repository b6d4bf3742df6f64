import * as z from 'zod/mini';
import { affiliationSchema } from './affiliations.ts';
import { idParam, text } from './fields.ts';

/** Longest community name and description a create or rename takes, and the longest validation code. */
export const COMMUNITY_NAME_MAX = 100;
export const COMMUNITY_DESCRIPTION_MAX = 2000;
export const VALIDATION_CODE_MAX = 64;

/** Seed 1 §5 and §8: the texts of joining, leaving and community changes (the client shows them; the server's problems use them too). */
export const COMMUNITY_MESSAGES = {
  unknown: 'Unable to load the community you are trying to join.',
  needsCode: 'This community needs a validation code to join.',
  notOwner: 'Only an owner of this community can change it.',
  emptyName: 'Please enter a name for the community.',
  notGenre: 'This is not a genre community.',
  noOrganization: 'You belong to no organization: join as a user.',
  userJoinOnly: 'This community is joined by users, not organizations.',
  closed: 'This community takes no new members.',
} as const;

const browseRefinementSchema = z.object({ viewId: z.int(), browseLaneType: z.string(), code: z.string(), isExclusion: z.boolean() });
/** type 'group' means open; any other type means invited (its code is never sent). */
const validationItemSchema = z.object({ affiliationId: z.int(), type: z.string() });
const avatarSchema = z.object({ initials: z.string(), uri: z.string(), displayName: z.string() });
const organizationSchema = z.object({ id: z.int(), name: z.string(), country: z.string() });
const circleSchema = z.object({ childGroupId: z.int(), parentGroupId: z.int() });

/** A community as the Communities screen and community home read it (seed 1 §3 Community). */
export const communitySchema = z.extend(affiliationSchema, {
  description: z.string(),
  groupValidationItems: z.array(validationItemSchema),
  browseRefinements: z.array(browseRefinementSchema),
  owners: z.array(z.object({ appUserId: z.int(), userAvatar: avatarSchema, organization: z.nullable(organizationSchema) })),
  /** The parent community of a circle (its logo shows when the circle has none), else null. */
  parentGroupId: z.nullable(z.int()),
  memberCount: z.int(),
});
export type Community = z.infer<typeof communitySchema>;

/**
 * GET /api/v1/affiliations/me, /api/v1/affiliations/genres, /api/v1/me/communities/joined and
 * /api/v1/affiliations/{id}/summary (seed 1 §3: "The response has ...").
 */
export const communitiesAnswerSchema = z.object({
  affiliations: z.array(communitySchema),
  lastViewedByAffiliationId: z.record(z.string(), z.nullable(z.string())),
  browseRefinements: z.array(browseRefinementSchema),
  userAvatarsByAppUserId: z.record(z.string(), avatarSchema),
  usersById: z.record(z.string(), z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), orgID: z.int() })),
  organizationsById: z.record(z.string(), organizationSchema),
  groupValidationItems: z.array(validationItemSchema),
  affiliationCircles: z.array(circleSchema),
});
export type CommunitiesAnswer = z.infer<typeof communitiesAnswerSchema>;

export const communityParamsSchema = z.object({ communityId: idParam() });
/** PUT /api/affiliations/me/{id}/user: a genre community to join. */
export const genreJoinParamsSchema = z.object({ id: idParam() });
/** PUT/DELETE /api/v1/affiliations/me/{id}/{organization|user}: an organization joins for type 1 communities. */
export const JOIN_KINDS = ['organization', 'user'] as const;
export const joinParamsSchema = z.object({ id: idParam(), kind: z.enum(JOIN_KINDS, `kind must be one of ${JOIN_KINDS.join(', ')}`) });
export const validateParamsSchema = z.object({
  communityId: idParam(),
  code: text(VALIDATION_CODE_MAX).check(z.minLength(1)),
});

const nameSchema = text(COMMUNITY_NAME_MAX).check(
  z.refine((name) => name.trim().length > 0, COMMUNITY_MESSAGES.emptyName),
  z.overwrite((name) => name.trim()),
);

/** POST /api/v1/affiliations: a new community (the caller its owner and first member); a code makes it invited. */
export const createCommunityBodySchema = z.object({
  name: nameSchema,
  description: z._default(text(COMMUNITY_DESCRIPTION_MAX), ''),
  type: z._default(z.union([z.literal(1), z.literal(2)]), 2),
  validationCode: z.optional(z.nullable(text(VALIDATION_CODE_MAX))),
});
export const createdCommunitySchema = z.object({ id: z.int() });

/** PUT /api/v1/affiliations/{id}/doNotUpdateValidation: rename and describe, leaving its validation as it is. */
export const updateCommunityBodySchema = z.object({
  name: nameSchema,
  description: z.optional(text(COMMUNITY_DESCRIPTION_MAX)),
});

/** PUT /api/v1/affiliations/{id}/validate/{code}: 1 joined, 0 the code is wrong (seed 1 §5). */
export const validateResultSchema = z.union([z.literal(0), z.literal(1)]);
