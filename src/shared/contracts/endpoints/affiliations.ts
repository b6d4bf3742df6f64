import { endpoint } from '../endpoint.ts';
import { genreAffiliationsSchema, myAffiliationsSchema } from '../affiliations.ts';
import { reviewSkuParamsSchema } from '../reviewEditor.ts';
import * as routes from '../routes/reviewEditor.ts';

/** The endpoints of the Share step's communities (routes in routes/reviewEditor.ts). */
export const getMyAffiliations = endpoint(routes.getMyAffiliations, { response: myAffiliationsSchema });
export const getGenreAffiliations = endpoint(routes.getGenreAffiliations, { params: reviewSkuParamsSchema, response: genreAffiliationsSchema });
