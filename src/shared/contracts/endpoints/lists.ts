import { endpoint } from '../endpoint.ts';
import {
  addItemsBodySchema,
  addItemsResultSchema,
  archivedListSchema,
  buzzParamsSchema,
  buzzQuerySchema,
  buzzSchema,
  collaborativeListSchema,
  collaborativeListsSchema,
  createListBodySchema,
  listIdParamsSchema,
  listItemParamsSchema,
  listItemsParamsSchema,
  listItemsQuerySchema,
  listItemsSchema,
  listsParamsSchema,
  listTitleParamsSchema,
  removedItemSchema,
  updateListBodySchema,
  voteBodySchema,
  voteResultSchema,
} from '../lists.ts';
import { titleFacetsQuerySchema, titleFacetsSchema } from '../titles.ts';
import * as routes from '../routes/lists.ts';

/** The endpoints of the collaborative title lists and buzz (routes in routes/lists.ts). */
export const getListsWithTitle = endpoint(routes.getListsWithTitle, { params: listTitleParamsSchema, response: collaborativeListsSchema });
export const getCommunityLists = endpoint(routes.getCommunityLists, { params: listsParamsSchema, response: collaborativeListsSchema });
export const getListItems = endpoint(routes.getListItems, {
  params: listItemsParamsSchema,
  querystring: listItemsQuerySchema,
  response: listItemsSchema,
});
export const getListFacets = endpoint(routes.getListFacets, {
  params: listItemsParamsSchema,
  querystring: titleFacetsQuerySchema,
  response: titleFacetsSchema,
});
export const addListItems = endpoint(routes.addListItems, { params: listIdParamsSchema, body: addItemsBodySchema, response: addItemsResultSchema });
export const removeListItem = endpoint(routes.removeListItem, { params: listItemParamsSchema, response: removedItemSchema });
export const archiveList = endpoint(routes.archiveList, { params: listIdParamsSchema, response: archivedListSchema });
export const createList = endpoint(routes.createList, { body: createListBodySchema, response: collaborativeListSchema, status: 201 });
export const updateList = endpoint(routes.updateList, { body: updateListBodySchema, response: collaborativeListSchema });
export const vote = endpoint(routes.vote, { body: voteBodySchema, response: voteResultSchema });
export const getBuzz = endpoint(routes.getBuzz, { params: buzzParamsSchema, querystring: buzzQuerySchema, response: buzzSchema });
export const getBuzzFacets = endpoint(routes.getBuzzFacets, {
  params: buzzParamsSchema,
  querystring: titleFacetsQuerySchema,
  response: titleFacetsSchema,
});
