import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  communitiesAnswerSchema,
  communityParamsSchema,
  createCommunityBodySchema,
  createdCommunitySchema,
  genreJoinParamsSchema,
  joinParamsSchema,
  updateCommunityBodySchema,
  validateParamsSchema,
  validateResultSchema,
} from '../communities.ts';
import { communityFilterBodySchema, communityFilterSchema, communitySummarySchema } from '../communityFilters.ts';
import * as routes from '../routes/communities.ts';

/** The endpoints of communities and membership (routes in routes/communities.ts). */
export const getCommunities = endpoint(routes.getCommunities, { response: communitiesAnswerSchema });
export const getGenreCommunities = endpoint(routes.getGenreCommunities, { response: communitiesAnswerSchema });
export const getJoinedCommunities = endpoint(routes.getJoinedCommunities, { response: communitiesAnswerSchema });
export const getCommunitySummary = endpoint(routes.getCommunitySummary, { params: communityParamsSchema, response: communitySummarySchema });
const filterWrite = { params: communityParamsSchema, body: communityFilterBodySchema, response: communityFilterSchema };
export const putCommunityFilter = endpoint(routes.putCommunityFilter, filterWrite);
export const postCommunityFilter = endpoint(routes.postCommunityFilter, filterWrite);
export const joinCommunity = endpoint(routes.joinCommunity, { params: joinParamsSchema, response: communitiesAnswerSchema });
export const leaveCommunity = endpoint(routes.leaveCommunity, { params: joinParamsSchema, response: communitiesAnswerSchema });
export const joinGenreCommunity = endpoint(routes.joinGenreCommunity, { params: genreJoinParamsSchema, response: communitiesAnswerSchema });
export const createCommunity = endpoint(routes.createCommunity, { body: createCommunityBodySchema, response: createdCommunitySchema, status: 201 });
export const deleteCommunity = endpoint(routes.deleteCommunity, { params: communityParamsSchema, response: z.null(), status: 204 });
export const updateCommunity = endpoint(routes.updateCommunity, {
  params: communityParamsSchema,
  body: updateCommunityBodySchema,
  response: communitiesAnswerSchema,
});
export const validateCommunityCode = endpoint(routes.validateCommunityCode, { params: validateParamsSchema, response: validateResultSchema });
export const removeCommunityValidation = endpoint(routes.removeCommunityValidation, {
  params: communityParamsSchema,
  response: communitiesAnswerSchema,
});
