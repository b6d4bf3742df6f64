import { route } from '../endpoint.ts';

const COLLECTIONS = '/api/v1/me/collections';

/** Collections (seed 2): the routes of contracts/collections.ts (zod-free, see endpoint.ts). */
export const getCollections = route('GET', COLLECTIONS);
export const getCollectionsOfTitle = route('GET', `${COLLECTIONS}/title/:sku`);
export const createCollection = route('PUT', COLLECTIONS);
export const addToCollection = route('POST', `${COLLECTIONS}/:id`);
export const removeFromCollection = route('DELETE', `${COLLECTIONS}/:catalogId/:sku`);
