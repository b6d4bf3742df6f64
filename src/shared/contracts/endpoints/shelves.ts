import { endpoint } from '../endpoint.ts';
import { shelfItemListSchema, shelfItemsBodySchema, shelfParamsSchema } from '../shelves.ts';
import * as routes from '../routes/shelves.ts';

/** The endpoints of the caller's shelves (routes in routes/shelves.ts). */
export const getShelves = endpoint(routes.getShelves, { response: shelfItemListSchema });
export const putOnShelf = endpoint(routes.putOnShelf, { params: shelfParamsSchema, body: shelfItemsBodySchema, response: shelfItemListSchema });
