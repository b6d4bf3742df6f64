import * as z from 'zod/mini';
import { idParam } from './fields.ts';
import { REQUEST_STATUSES } from '../domain/requests.ts';
import { productSchema } from './titles.ts';

const idSchema = idParam();
export const communityParamsSchema = z.object({ communityId: idSchema });
export const decisionParamsSchema = z.object({ communityId: idSchema, id: idSchema, decision: z.enum(['approve', 'decline'], 'approve or decline') });

/** GET /api/v1/me/galleyRequestQueues: the publisher communities the caller owns, with their pending counts. */
export const reviewQueueSummarySchema = z.array(z.object({ communityId: z.int(), name: z.string(), publisher: z.string(), pendingCount: z.int() }));
export type ReviewQueueSummary = z.infer<typeof reviewQueueSummarySchema>;

/** A pending request as its approver sees it: the title, who asked, when, why and for what purpose. */
export const queuedRequestSchema = z.object({
  id: z.int(),
  sku: z.string(),
  requestType: z.int(),
  evaluationType: z.nullable(z.int()),
  requestProfile: z.string(),
  requestReason: z.string(),
  department: z.string(),
  course: z.string(),
  enrollment: z.string(),
  submittedDate: z.string(),
  requester: z.object({ id: z.int(), fullName: z.string(), organization: z.string(), classification: z.string() }),
  product: productSchema,
});
export type QueuedRequest = z.infer<typeof queuedRequestSchema>;

/** GET /api/v1/affiliations/{communityId}/galleyRequests: the pending requests for the community's publisher, oldest first. */
export const reviewQueueSchema = z.object({
  communityId: z.int(),
  name: z.string(),
  publisher: z.string(),
  requests: z.array(queuedRequestSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** POST /api/v1/affiliations/{communityId}/galleyRequests/{id}/approve|decline: the request's new status. */
export const reviewDecisionSchema = z.object({
  id: z.int(),
  sku: z.string(),
  status: z.enum(REQUEST_STATUSES),
  statusChangedDate: z.string(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
