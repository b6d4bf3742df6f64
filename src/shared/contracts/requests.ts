import * as z from 'zod/mini';
import { CANCELLED_GALLEY_STATUS, REQUEST_STATUSES } from '../domain/requests.ts';
import { productSchema } from './titles.ts';

/**
 * A review copy request of the caller (seed 2 Request: id, sku, status, submittedDate, statusChangedDate), with
 * its request type (1 digital, 2 print), evaluation type (1-4, or null), the seed-3 galley status (30 when
 * cancelled, else null), whether the title was downloaded and when, and the product for Your Books.
 */
export const galleyRequestSchema = z.object({
  id: z.int(),
  sku: z.string(),
  status: z.enum(REQUEST_STATUSES),
  galleyStatus: z.nullable(z.literal(CANCELLED_GALLEY_STATUS)),
  requestType: z.int(),
  evaluationType: z.nullable(z.int()),
  submittedDate: z.string(),
  statusChangedDate: z.string(),
  downloadDate: z.nullable(z.string()),
  product: productSchema,
});
export type GalleyRequest = z.infer<typeof galleyRequestSchema>;

/** GET /api/v1/me/requests: the caller's requests, most recently submitted first. */
export const galleyRequestListSchema = z.array(galleyRequestSchema);
