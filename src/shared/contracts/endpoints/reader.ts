import { endpoint } from '../endpoint.ts';
import { readerPositionAnswerSchema, readerPositionBodySchema, readerPositionParamsSchema, readerViewedSchema } from '../reader.ts';
import * as routes from '../routes/reader.ts';

/** The endpoints of the web reader (routes in routes/reader.ts). */
export const getReaderViewed = endpoint(routes.getReaderViewed, { response: readerViewedSchema });
export const saveReaderPosition = endpoint(routes.saveReaderPosition, {
  params: readerPositionParamsSchema,
  body: readerPositionBodySchema,
  response: readerPositionAnswerSchema,
});
