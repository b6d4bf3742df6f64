import * as z from 'zod/mini';
import { id, idParam } from './fields.ts';
import { skuSchema } from './titles.ts';

/** Rating ids of seed 2: writingQuality 2, imageIllustrationQuality 3, characterDevelopment 4, couldntPutItDownness 5, intellectualDepth 6, originality 7, overall 9. */
export const RATING_IDS = {
  writingQuality: 2,
  imageIllustrationQuality: 3,
  characterDevelopment: 4,
  couldntPutItDownness: 5,
  intellectualDepth: 6,
  originality: 7,
  overall: 9,
} as const;

const ratingSchema = z.nullable(z.int().check(z.gte(1), z.lte(10)));

/** A community review of a title (seed 2: Review), as GET /api/v1/affiliations/{id}/{sku}/reviews answers it. */
export const communityReviewSchema = z.object({
  id: z.int(),
  sku: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  hasReviewText: z.boolean(),
  text: z.string(),
  rating: z.int(),
  overallAssessment: z.int(),
  ratings: z.object({
    originality: ratingSchema,
    writingQuality: ratingSchema,
    intellectualDepth: ratingSchema,
    characterDevelopment: ratingSchema,
    couldntPutItDownness: ratingSchema,
    imageIllustrationQuality: ratingSchema,
  }),
  appUserId: z.int(),
  communityIds: z.array(z.int()),
});
export type CommunityReview = z.infer<typeof communityReviewSchema>;

export const communityReviewsSchema = z.object({
  reviews: z.array(communityReviewSchema),
  usersById: z.record(z.string(), z.object({ fullName: z.string(), classification: z.string(), orgID: z.int() })),
  userAvatarsByAppUserId: z.record(z.string(), z.object({ uri: z.string(), initials: z.string() })),
  organizationsById: z.record(
    z.string(),
    z.object({ name: z.string(), address: z.object({ city: z.string(), stateProvince: z.string(), country: z.string() }) }),
  ),
});
export type CommunityReviews = z.infer<typeof communityReviewsSchema>;

/** communityId 0 means every community the caller belongs to. */
export const communityReviewsParamsSchema = z.object({
  communityId: idParam(0),
  sku: skuSchema,
});

/** Sharing data of a title for a user (seed 2). */
export const shareExceptionsSchema = z.object({
  affiliationShareExceptions: z.array(z.object({ targetGroupId: z.int() })),
  ePlusGroupShareExceptions: z.array(z.object({ communityType: z.int() })),
  externalSubmissionGroupInclusions: z.array(z.object({ submissionGroupId: z.int() })),
});
export type ShareExceptions = z.infer<typeof shareExceptionsSchema>;

/**
 * Body of PUT (replace), POST (add) and DELETE (remove the listed ones; no body removes all) of
 * /api/products/{sku}/users/{userId}/communities/shares-exceptions. Every list is optional.
 */
export const shareExceptionsBodySchema = z.object({
  affiliationShareExceptions: z._default(z.array(z.object({ targetGroupId: id() })).check(z.maxLength(200)), []),
  ePlusGroupShareExceptions: z._default(z.array(z.object({ communityType: id(0) })).check(z.maxLength(50)), []),
  externalSubmissionGroupInclusions: z._default(z.array(z.object({ submissionGroupId: id() })).check(z.maxLength(200)), []),
});
export const shareExceptionsParamsSchema = z.object({
  sku: skuSchema,
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
});
