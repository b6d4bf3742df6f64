import { route } from '../endpoint.ts';

const REVIEW_COPIES = '/api/v1/affiliations/:communityId/reviewCopies/:id';
const QUEUE = '/api/v1/affiliations/:communityId/galleyRequests';

/** A community's review copies and its owners' request queue: the routes of contracts/reviewCopies.ts and reviewQueue.ts (zod-free). */
export const getReviewCopies = route('GET', REVIEW_COPIES);
export const getReviewCopyFacets = route('GET', `${REVIEW_COPIES}/facets`);
export const getReviewQueues = route('GET', '/api/v1/me/galleyRequestQueues');
export const getReviewQueue = route('GET', QUEUE);
/** :decision is approve or decline. */
export const decideRequest = route('POST', `${QUEUE}/:id/:decision`);
