import { endpoint } from '../endpoint.ts';
import { communityParamsSchema, decisionParamsSchema, reviewDecisionSchema, reviewQueueSchema, reviewQueueSummarySchema } from '../reviewQueue.ts';
import * as routes from '../routes/reviewCopies.ts';

/** The endpoints of the review copy request queues of a publisher's community owners (routes in routes/reviewCopies.ts). */
export const getReviewQueues = endpoint(routes.getReviewQueues, { response: reviewQueueSummarySchema });
export const getReviewQueue = endpoint(routes.getReviewQueue, { params: communityParamsSchema, response: reviewQueueSchema });
export const decideRequest = endpoint(routes.decideRequest, { params: decisionParamsSchema, response: reviewDecisionSchema });
