import * as z from 'zod/mini';
import { id } from './fields.ts';
import { RATING_DIMENSION_IDS, RATING_MAX, RATING_MIN } from '../domain/ratings.ts';
import { REVIEW_TEXT_MAX } from '../domain/reviewEditor.ts';
import { myReviewSchema } from './myReviews.ts';
import { shareExceptionsSchema } from './titleReviews.ts';
import { skuSchema } from './titles.ts';

export const reviewSkuParamsSchema = z.object({ sku: skuSchema });

/** GET /api/v1/me/reviews/{sku}/review: the caller's review of that title; 404 problem when there is none. */
export const myTitleReviewV1Schema = myReviewSchema;

const dimensionSchema = z.enum(Object.keys(RATING_DIMENSION_IDS) as [keyof typeof RATING_DIMENSION_IDS, ...Array<keyof typeof RATING_DIMENSION_IDS>]);

/** One rating dimension of a title's assessment: its seed id, name and the caller's rating (null: not rated). */
export const assessmentSchema = z.object({
  assessmentTypeId: z.int(),
  name: dimensionSchema,
  value: z.nullable(z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX))),
});

/**
 * GET /api/me/assessments/products/{sku}: the caller's ratings of a title, the seven dimensions in id order
 * (writingQuality 2 ... originality 7, overall 9). assessmentId is the review's id, above 0 when a review exists,
 * 0 when none (then every value is null).
 */
export const assessmentsSchema = z.object({
  sku: z.string(),
  assessmentId: z.int().check(z.gte(0)),
  overallAssessment: z.nullable(z.int()),
  assessments: z.array(assessmentSchema),
});
export type Assessments = z.infer<typeof assessmentsSchema>;

const ratingInput = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 10` })
    .check(
      z.int(`${name} must be a whole number from 1 to 10`),
      z.gte(RATING_MIN, `${name} must be a whole number from 1 to 10`),
      z.lte(RATING_MAX, `${name} must be a whole number from 1 to 10`),
    );

/** The share targets chosen in the editor's Share step; what is offered and not chosen is stored as an exception. */
export const shareTargetsInputSchema = z.object({
  friends: z.boolean(),
  colleagues: z.boolean(),
  publisher: z.boolean(),
  /** Genre communities of the title and the caller's other communities to share with. */
  communityIds: z.array(id()).check(z.maxLength(200)),
});
export type ShareTargetsInput = z.infer<typeof shareTargetsInputSchema>;

/**
 * PUT /api/me/reviews/products/{sku}: creates or replaces the caller's review. overall is required; the six other
 * ratings are optional (null or left out: not rated); each a whole number 1 to 10. shareTargets left out keeps the
 * stored exceptions and shares with everything else offered.
 */
export const saveReviewBodySchema = z.object({
  ratings: z.object({
    overall: ratingInput('overall'),
    writingQuality: z.nullish(ratingInput('writingQuality')),
    imageIllustrationQuality: z.nullish(ratingInput('imageIllustrationQuality')),
    characterDevelopment: z.nullish(ratingInput('characterDevelopment')),
    couldntPutItDownness: z.nullish(ratingInput('couldntPutItDownness')),
    intellectualDepth: z.nullish(ratingInput('intellectualDepth')),
    originality: z.nullish(ratingInput('originality')),
  }),
  text: z._default(z.string().check(z.maxLength(REVIEW_TEXT_MAX, `at most ${REVIEW_TEXT_MAX} characters`)), ''),
  shareTargets: z.optional(shareTargetsInputSchema),
});
export type SaveReviewBody = z.input<typeof saveReviewBodySchema>;

/** What a save answers: the review, the sharing data stored with it and the communities it is shared with. */
export const savedReviewSchema = z.object({
  review: myReviewSchema,
  sharing: shareExceptionsSchema,
  sharedCommunityIds: z.array(z.int()),
});
export type SavedReview = z.infer<typeof savedReviewSchema>;

/** DELETE /api/me/reviews/products/{sku}: deleted is false when there was no review (the answer is still 200). */
export const deletedReviewSchema = z.object({ sku: z.string(), deleted: z.boolean() });

/** GET /api/me/reviews/products/{sku}/share-uri/{network}: a share link of the title page on that network. */
export const SHARE_NETWORKS = ['facebook', 'twitter'] as const;
export const shareUriParamsSchema = z.object({ sku: skuSchema, network: z.enum(SHARE_NETWORKS) });
export const shareUriSchema = z.object({ network: z.enum(SHARE_NETWORKS), uri: z.string(), titleUri: z.string() });
export type ShareUri = z.infer<typeof shareUriSchema>;
