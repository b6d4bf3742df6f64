import { endpoint } from '../endpoint.ts';
import { galleyImportParamsSchema, galleyImportReplySchema, onixImportReplySchema } from '../publisherImport.ts';
import * as routes from '../routes/publisherImport.ts';

/** The endpoints of the publisher import (routes in routes/publisherImport.ts); both take the file as the raw body. */
export const importOnix = endpoint(routes.importOnix, { response: onixImportReplySchema });
export const importGalley = endpoint(routes.importGalley, { params: galleyImportParamsSchema, response: galleyImportReplySchema });
