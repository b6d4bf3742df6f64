import { endpoint } from '../endpoint.ts';
import { downloadsResponseSchema, galleyDownloadQuerySchema, kindleSentSchema, resourceIdParamsSchema } from '../downloads.ts';
import * as routes from '../routes/downloads.ts';

/** The endpoints of the galley downloads (routes in routes/downloads.ts). */
export const getDownloads = endpoint(routes.getDownloads, { response: downloadsResponseSchema });
/**
 * The galley file as an attachment, or with ?method=kindle the send to Kindle: the JSON answer is the response here
 * (the file's bytes are never parsed; the server declares them itself).
 */
export const downloadGalley = endpoint(routes.downloadGalley, {
  params: resourceIdParamsSchema,
  querystring: galleyDownloadQuerySchema,
  response: kindleSentSchema,
});
