import { route } from '../endpoint.ts';

/** Review copy requests (seeds 1-3): the routes of contracts/requests.ts and requestWrites.ts (zod-free, see endpoint.ts). */
export const getMyRequests = route('GET', '/api/v1/me/requests');
export const requestGalley = route('POST', '/api/v1/me/galleys/requests');
export const requestPrintCopy = route('POST', '/api/products/requests/0');
export const cancelRequest = route('POST', '/api/me/galleys/:sku/cancel');
export const enableRequest = route('POST', '/api/me/galleys/:sku/enable');
export const setRequestRole = route('POST', '/api/v1/me/galleys/requests/role');
/** A static path before the generic PUT /api/v1/me/preferences/{type}/{name}: only 1 to 4 are kept. */
export const setEvaluationType = route('PUT', '/api/v1/me/preferences/DARC/evaluationType');
