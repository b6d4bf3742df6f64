import { route } from '../endpoint.ts';

/** Galley downloads (seeds 1 and 2): the routes of contracts/downloads.ts (zod-free, see endpoint.ts). */
export const getDownloads = route('GET', '/api/v1/me/galleys/downloads');
/** The galley file (or, with ?method=kindle, the send to Kindle's JSON answer). */
export const downloadGalley = route('GET', '/api/v1/me/galleys/:resourceId/download');
