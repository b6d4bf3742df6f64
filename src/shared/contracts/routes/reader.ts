import { route } from '../endpoint.ts';

/** The web reader (seed 2): the routes of contracts/reader.ts (zod-free, see endpoint.ts). */
export const getReaderViewed = route('GET', '/api/me/galleys/reader/viewed');
export const saveReaderPosition = route('PUT', '/api/me/galleys/reader/positions/:sku');
