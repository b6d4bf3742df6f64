import { endpoint } from '../endpoint.ts';
import {
  galleyImportParamsSchema,
  galleyImportReplySchema,
  onixImportProgressParamsSchema,
  onixImportProgressSchema,
  onixImportQuerySchema,
  onixImportReplySchema,
} from '../publisherImport.ts';
import * as routes from '../routes/publisherImport.ts';

/** The endpoints of the publisher import (routes in routes/publisherImport.ts); the imports take the file as the raw body. */
export const importOnix = endpoint(routes.importOnix, { querystring: onixImportQuerySchema, response: onixImportReplySchema });
/** The server's progress with an import sent with ?importId (the importer's only: 404 for anyone else). */
export const onixImportProgress = endpoint(routes.onixImportProgress, { params: onixImportProgressParamsSchema, response: onixImportProgressSchema });
export const importGalley = endpoint(routes.importGalley, { params: galleyImportParamsSchema, response: galleyImportReplySchema });
