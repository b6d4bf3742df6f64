import * as z from 'zod/mini';
import { idParam } from './fields.ts';
import { REQUEST_STATUSES } from '../domain/requests.ts';
import { SHELVES } from '../domain/shelves.ts';
import { filteredTitlesSchema } from './titles.ts';

/**
 * GET /api/v1/affiliations/{communityId}/reviewCopies/{id}: a community's titles with a live review copy. {id} is 0
 * for all of them or one of the caller's saved filter ids to narrow them; the query is the filtered-titles one
 * (page, pageSize, q, sort, order, filters).
 */
export const reviewCopiesParamsSchema = z.object({
  communityId: idParam(),
  id: idParam(0),
});

/**
 * The review copies response of seed 2: the filtered-titles response with requestablePrcSkus, the page's markup
 * notes (sharedMarkupNotes) and the caller's reviews, downloads, requests and shelves of the page's titles.
 */
export const reviewCopiesSchema = z.extend(filteredTitlesSchema, {
  requestablePrcSkus: z.array(z.string()),
  sharedMarkupNotes: z.array(z.object({ sku: z.string(), value: z.string() })),
  reviews: z.array(z.object({ sku: z.string(), createdDate: z.string(), updatedDate: z.string(), rating: z.nullable(z.int()) })),
  downloads: z.array(z.object({ sku: z.string(), downloadDate: z.string() })),
  requests: z.array(
    z.object({
      id: z.int(),
      sku: z.string(),
      status: z.enum(REQUEST_STATUSES),
      submittedDate: z.string(),
      statusChangedDate: z.string(),
    }),
  ),
  shelves: z.array(z.object({ sku: z.string(), shelf: z.enum(SHELVES) })),
});
export type ReviewCopies = z.infer<typeof reviewCopiesSchema>;
