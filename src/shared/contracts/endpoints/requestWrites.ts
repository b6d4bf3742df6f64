import { endpoint } from '../endpoint.ts';
import { preferenceSchema, preferenceValueBodySchema } from '../preferences.ts';
import {
  galleyRequestBodySchema,
  galleyRequestReplySchema,
  printRequestBodySchema,
  requestRoleBodySchema,
  reviewCopyRequestPreferencesSchema,
} from '../requestWrites.ts';
import { galleyRequestSchema } from '../requests.ts';
import { skuParamsSchema } from '../titles.ts';
import * as routes from '../routes/requests.ts';

/** The endpoints of the review copy request writes (routes in routes/requests.ts). */
export const requestGalley = endpoint(routes.requestGalley, { body: galleyRequestBodySchema, response: galleyRequestReplySchema });
export const requestPrintCopy = endpoint(routes.requestPrintCopy, { body: printRequestBodySchema, response: galleyRequestReplySchema });
export const cancelRequest = endpoint(routes.cancelRequest, { params: skuParamsSchema, response: galleyRequestSchema });
export const enableRequest = endpoint(routes.enableRequest, { params: skuParamsSchema, response: galleyRequestSchema });
export const setRequestRole = endpoint(routes.setRequestRole, { body: requestRoleBodySchema, response: reviewCopyRequestPreferencesSchema });
/** The last evaluation purpose (DARC/evaluationType), 1 to 4. */
export const setEvaluationType = endpoint(routes.setEvaluationType, { body: preferenceValueBodySchema, response: preferenceSchema });
