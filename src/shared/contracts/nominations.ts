import * as z from 'zod/mini';
import { id } from './fields.ts';

/** A submission list the caller can nominate a title to (seed 3 nomination targets: submissionListId, name). */
export const submissionListSchema = z.object({
  submissionListId: z.int(),
  name: z.string(),
  affiliationId: z.int(),
  affiliationName: z.string(),
  closesDate: z.string(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

/**
 * GET /api/affiliations/submissionLists/submittable/{sku}: lists open now (opensDate <= now < closesDate) of the
 * caller's active communities that take the title's category, closing soonest first.
 */
export const submittableListsSchema = z.array(submissionListSchema);

/** GET /api/me/reviews/products/{sku}/shares-inclusions/nominations: the caller's nominations of the title. */
export const nominationSchema = z.object({ submissionListId: z.int() });
export const nominationsSchema = z.array(nominationSchema);

/**
 * PUT /api/me/reviews/products/{sku}/shares-inclusions/nominations: the lists to nominate the title to, replacing
 * the caller's nominations of it on lists that are submittable now (nominations on lists closed since are kept).
 * Every id must be a submittable list for the title.
 */
export const NOMINATIONS_MAX = 100;
export const saveNominationsBodySchema = z.array(z.object({ submissionListId: id() })).check(z.maxLength(NOMINATIONS_MAX));
