import { route } from '../endpoint.ts';

const REVIEW = '/api/me/reviews/products/:sku';

/**
 * The review editor (seed 2) and its Share step's communities and nominations: the routes of contracts/reviewEditor.ts,
 * affiliations.ts and nominations.ts (zod-free, see endpoint.ts).
 */
export const getMyReviewV1 = route('GET', '/api/v1/me/reviews/:sku/review');
export const getAssessments = route('GET', '/api/me/assessments/products/:sku');
export const getSharing = route('GET', `${REVIEW}/communities/sharing`);
export const getShareUri = route('GET', `${REVIEW}/share-uri/:network`);
export const saveReview = route('PUT', REVIEW);
export const deleteReview = route('DELETE', REVIEW);
export const getMyAffiliations = route('GET', '/api/affiliations/me');
export const getGenreAffiliations = route('GET', '/api/affiliations/genre/products/:sku');
export const getSubmittableLists = route('GET', '/api/affiliations/submissionLists/submittable/:sku');
export const getNominations = route('GET', `${REVIEW}/shares-inclusions/nominations`);
export const saveNominations = route('PUT', `${REVIEW}/shares-inclusions/nominations`);
