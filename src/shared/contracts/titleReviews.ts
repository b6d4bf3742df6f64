import { z } from 'zod';
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

const ratingSchema = z.number().int().min(1).max(10).nullable();

/** A community review of a title (seed 2: Review), as GET /api/v1/affiliations/{id}/{sku}/reviews answers it. */
export const communityReviewSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  hasReviewText: z.boolean(),
  text: z.string(),
  rating: z.number().int(),
  overallAssessment: z.number().int(),
  ratings: z.object({
    originality: ratingSchema,
    writingQuality: ratingSchema,
    intellectualDepth: ratingSchema,
    characterDevelopment: ratingSchema,
    couldntPutItDownness: ratingSchema,
    imageIllustrationQuality: ratingSchema,
  }),
  appUserId: z.number().int(),
  communityIds: z.array(z.number().int()),
});
export type CommunityReview = z.infer<typeof communityReviewSchema>;

export const communityReviewsSchema = z.object({
  reviews: z.array(communityReviewSchema),
  usersById: z.record(z.string(), z.object({ fullName: z.string(), classification: z.string(), orgID: z.number().int() })),
  userAvatarsByAppUserId: z.record(z.string(), z.object({ uri: z.string(), initials: z.string() })),
  organizationsById: z.record(
    z.string(),
    z.object({ name: z.string(), address: z.object({ city: z.string(), stateProvince: z.string(), country: z.string() }) }),
  ),
});
export type CommunityReviews = z.infer<typeof communityReviewsSchema>;

/** communityId 0 means every community the caller belongs to. */
export const communityReviewsParamsSchema = z.object({
  communityId: z.coerce.number().int().min(0).max(2_147_483_647),
  sku: skuSchema,
});

/** Sharing data of a title for a user (seed 2). */
export const shareExceptionsSchema = z.object({
  affiliationShareExceptions: z.array(z.object({ targetGroupId: z.number().int() })),
  ePlusGroupShareExceptions: z.array(z.object({ communityType: z.number().int() })),
  externalSubmissionGroupInclusions: z.array(z.object({ submissionGroupId: z.number().int() })),
});
export type ShareExceptions = z.infer<typeof shareExceptionsSchema>;

/**
 * Body of PUT (replace), POST (add) and DELETE (remove the listed ones; no body removes all) of
 * /api/products/{sku}/users/{userId}/communities/shares-exceptions. Every list is optional.
 */
export const shareExceptionsBodySchema = z.object({
  affiliationShareExceptions: z.array(z.object({ targetGroupId: z.number().int().positive() })).max(200).default([]),
  ePlusGroupShareExceptions: z.array(z.object({ communityType: z.number().int().min(0) })).max(50).default([]),
  externalSubmissionGroupInclusions: z.array(z.object({ submissionGroupId: z.number().int().positive() })).max(200).default([]),
});
export const shareExceptionsParamsSchema = z.object({ sku: skuSchema, userId: z.string().min(1).max(64) });
