import { route } from '../endpoint.ts';

/** Shelves (seed 1): the routes of contracts/shelves.ts (zod-free, see endpoint.ts). */
export const getShelves = route('GET', '/api/v1/me/shelves');
export const putOnShelf = route('POST', '/api/v1/me/shelves/:shelf');
