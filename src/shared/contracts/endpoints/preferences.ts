import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  KINDLE_METHODS,
  kindleMethodBodySchema,
  noUpdatesSchema,
  preferenceNameSchema,
  preferenceSchema,
  preferencesListSchema,
  preferencesObjectSchema,
  preferencesQueryBodySchema,
  preferenceTypeSchema,
  preferenceValueBodySchema,
  PREFERRED_FORMAT_CODES,
  reviewCopyDownloadSchema,
  userAttributesSchema,
} from '../preferences.ts';
import * as routes from '../routes/preferences.ts';

/** PUT .../reviewCopyDownload/kindle/{method}: 1 or 2. */
export const kindleMethodParamsSchema = z.object({
  method: z.string().check(
    z.maxLength(2, 'unknown Kindle download method'),
    z.refine((m) => (KINDLE_METHODS as readonly number[]).map(String).includes(m), 'unknown Kindle download method'),
  ),
});
/** PUT .../reviewCopyDownload/preferredFormat/{format}: one of PREFERRED_FORMAT_CODES. */
export const preferredFormatParamsSchema = z.object({
  format: z.string().check(
    z.maxLength(4, 'unknown format code'),
    z.refine((f) => (PREFERRED_FORMAT_CODES as readonly number[]).map(String).includes(f), 'unknown format code'),
  ),
});

/** The endpoints of the preferences (routes in routes/preferences.ts). */
export const getNoUpdates = endpoint(routes.getNoUpdates, { response: noUpdatesSchema });
export const setNoUpdates = endpoint(routes.setNoUpdates, { body: noUpdatesSchema, response: noUpdatesSchema });
export const getUserAttributes = endpoint(routes.getUserAttributes, { response: userAttributesSchema });
/** A read sent as POST: ?format=object answers { [type]: { [name]: value } }, otherwise the list of records. */
export const readPreferences = endpoint(routes.readPreferences, {
  querystring: z.object({ format: z.optional(z.enum(['object', 'list'])) }),
  body: preferencesQueryBodySchema,
  response: z.union([preferencesListSchema, preferencesObjectSchema]),
});
/** readPreferences as the client calls it, with ?format=object: its answer parsed as the object form. */
export const readPreferencesObject = endpoint(routes.readPreferences, {
  querystring: z.object({ format: z.enum(['object']) }),
  body: preferencesQueryBodySchema,
  response: preferencesObjectSchema,
});
export const setPreference = endpoint(routes.setPreference, {
  params: z.object({ type: preferenceTypeSchema, name: preferenceNameSchema }),
  body: preferenceValueBodySchema,
  response: preferenceSchema,
});
export const getReviewCopyDownload = endpoint(routes.getReviewCopyDownload, { response: reviewCopyDownloadSchema });
/** Method 1 send to email, 2 send to Kindle; an optional JSON body { kindleEmail } saves the address too. */
export const setKindleMethod = endpoint(routes.setKindleMethod, {
  params: kindleMethodParamsSchema,
  body: kindleMethodBodySchema,
  response: reviewCopyDownloadSchema,
});
export const setPreferredFormat = endpoint(routes.setPreferredFormat, { params: preferredFormatParamsSchema, response: reviewCopyDownloadSchema });
