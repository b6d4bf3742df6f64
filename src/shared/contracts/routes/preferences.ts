import { route } from '../endpoint.ts';

const NO_UPDATES = '/api/me/preferences/social/noUpdates';
const REVIEW_COPY_DOWNLOAD = '/api/v1/me/preferences/reviewCopyDownload';

/** Preferences (seeds 1 and 2): the routes of contracts/preferences.ts (zod-free, see endpoint.ts). */
export const getNoUpdates = route('GET', NO_UPDATES);
export const setNoUpdates = route('POST', NO_UPDATES);
export const getUserAttributes = route('GET', '/api/v1/me/attributes');
/** A read sent as POST: the records of the listed types (?format=object or list). */
export const readPreferences = route('POST', '/api/v1/me/preferences');
export const setPreference = route('PUT', '/api/v1/me/preferences/:type/:name');
export const getReviewCopyDownload = route('GET', REVIEW_COPY_DOWNLOAD);
export const setKindleMethod = route('PUT', `${REVIEW_COPY_DOWNLOAD}/kindle/:method`);
export const setPreferredFormat = route('PUT', `${REVIEW_COPY_DOWNLOAD}/preferredFormat/:format`);
