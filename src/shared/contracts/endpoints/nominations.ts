import { endpoint } from '../endpoint.ts';
import { nominationsSchema, saveNominationsBodySchema, submittableListsSchema } from '../nominations.ts';
import { reviewSkuParamsSchema } from '../reviewEditor.ts';
import * as routes from '../routes/reviewEditor.ts';

/** The endpoints of the nominations (routes in routes/reviewEditor.ts). */
export const getSubmittableLists = endpoint(routes.getSubmittableLists, { params: reviewSkuParamsSchema, response: submittableListsSchema });
export const getNominations = endpoint(routes.getNominations, { params: reviewSkuParamsSchema, response: nominationsSchema });
export const saveNominations = endpoint(routes.saveNominations, {
  params: reviewSkuParamsSchema,
  body: saveNominationsBodySchema,
  response: nominationsSchema,
});
