import { endpoint } from '../endpoint.ts';
import { galleyRequestListSchema } from '../requests.ts';
import * as routes from '../routes/requests.ts';

/** The caller's review copy requests (route in routes/requests.ts; the writes are in requestWrites.ts). */
export const getMyRequests = endpoint(routes.getMyRequests, { response: galleyRequestListSchema });
