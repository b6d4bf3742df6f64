import { route } from '../endpoint.ts';

const LISTS = '/api/v1/collaborativeTitleLists';
const LIST_ITEMS = `${LISTS}/:communityId/:listId/items`;
const LIST = '/api/v1/collaborativeTitleList';
const BUZZ = '/api/v1/affiliations/:communityId/buzz';

/** Collaborative title lists and buzz (seed 3): the routes of contracts/lists.ts (zod-free, see endpoint.ts). */
export const getListsWithTitle = route('GET', `${LISTS}/titles/:sku`);
export const getCommunityLists = route('GET', `${LISTS}/:communityId`);
/** The items path ends with a slash (seed 3). */
export const getListItems = route('GET', `${LIST_ITEMS}/`);
export const getListFacets = route('GET', `${LIST_ITEMS}/facets`);
export const addListItems = route('POST', `${LISTS}/:listId/items/add`);
export const removeListItem = route('DELETE', `${LISTS}/:listId/items/:sku`);
export const archiveList = route('DELETE', `${LISTS}/:listId`);
export const createList = route('POST', LIST);
export const updateList = route('PUT', LIST);
export const vote = route('POST', '/api/v1/votes');
export const getBuzz = route('GET', BUZZ);
export const getBuzzFacets = route('GET', `${BUZZ}/facets`);
