import * as z from 'zod/mini';

/** A community (seed 1 affiliation): id, name, type (1 organization, otherwise user), member, ownerIds, viewId, isGenreCommunity. */
export const affiliationSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.int(),
  member: z.boolean(),
  ownerIds: z.array(z.int()),
  viewId: z.int(),
  isGenreCommunity: z.boolean(),
  logoUri: z.string(),
  status: z.string(),
  lastViewedDate: z.nullable(z.string()),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

/** GET /api/affiliations/me: the caller's joined communities (not deleted ones), most recently viewed first. */
export const myAffiliationsSchema = z.array(affiliationSchema);

/**
 * GET /api/affiliations/genre/products/{sku}: the active genre communities whose browse refinements take the title's
 * category, by name; member says whether the caller belongs to one.
 */
export const genreAffiliationsSchema = z.array(affiliationSchema);
