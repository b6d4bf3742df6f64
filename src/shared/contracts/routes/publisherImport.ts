import { route } from '../endpoint.ts';

/** Import for publishers (issue 21 §3): the routes of contracts/publisherImport.ts (zod-free, see endpoint.ts). */
export const importOnix = route('POST', '/api/v1/publisher/import/onix');
export const onixImportProgress = route('GET', '/api/v1/publisher/import/onix/:importId/progress');
export const importGalley = route('POST', '/api/v1/publisher/import/galleys/:sku');
