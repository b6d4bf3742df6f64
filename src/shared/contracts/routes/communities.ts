import { route } from '../endpoint.ts';

/** Communities and membership (seed 1 §7 Communities, seed 3 summary): the routes of contracts/communities.ts (zod-free, see endpoint.ts). */
export const getCommunities = route('GET', '/api/v1/affiliations/me');
export const getGenreCommunities = route('GET', '/api/v1/affiliations/genres');
export const getJoinedCommunities = route('GET', '/api/v1/me/communities/joined');
export const getCommunitySummary = route('GET', '/api/v1/affiliations/:communityId/summary');
export const joinCommunity = route('PUT', '/api/v1/affiliations/me/:id/:kind');
export const leaveCommunity = route('DELETE', '/api/v1/affiliations/me/:id/:kind');
export const joinGenreCommunity = route('PUT', '/api/affiliations/me/:id/user');
export const createCommunity = route('POST', '/api/v1/affiliations');
export const deleteCommunity = route('DELETE', '/api/v1/affiliations/:communityId');
export const updateCommunity = route('PUT', '/api/v1/affiliations/:communityId/doNotUpdateValidation');
export const putCommunityFilter = route('PUT', '/api/v1/affiliations/:communityId/filters');
export const postCommunityFilter = route('POST', '/api/v1/affiliations/:communityId/filters');
export const validateCommunityCode = route('PUT', '/api/v1/affiliations/:communityId/validate/:code');
export const removeCommunityValidation = route('DELETE', '/api/v1/affiliations/:communityId/validate');
