import * as z from 'zod/mini';
import { maxJsonLength } from './fields.ts';

/** Preference record of seed 1: type, name, value. Values travel as strings (JSON text where structured). */
export const preferenceSchema = z.object({ type: z.string(), name: z.string(), value: z.string() });
export type Preference = z.infer<typeof preferenceSchema>;

/** Known preference types. `communityApp` holds the seed's named preferences; `landingPage` the landing choice. */
export const PREFERENCE_TYPES = ['communityApp', 'landingPage', 'DARC'] as const;
export const preferenceTypeSchema = z
  .string()
  .check(z.maxLength(64, 'unknown preference type'), z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'unknown preference type'));
export const preferenceNameSchema = z
  .string()
  .check(z.maxLength(64, 'invalid preference name'), z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'invalid preference name'));
export const PREFERENCE_VALUE_MAX = 16_384;

/** POST /api/v1/me/preferences body: the types wanted. */
export const preferencesQueryBodySchema = z.array(z.object({ type: preferenceTypeSchema })).check(z.maxLength(20));
export const preferencesListSchema = z.array(preferenceSchema);
/** The ?format=object answer: { [type]: { [name]: value } }. */
export const preferencesObjectSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** Names the seed uses under the community-app type. */
export const COMMUNITY_APP_PREFERENCE_NAMES = [
  'showUnreadNotifications',
  'monthsToAutoArchiveNotifications',
  'collaborativeListsToShow',
  'communityReviewsToShow',
  'showSmallJacket',
  'conversationsToShow',
  'conversationStatusView',
  'collapsedLanes',
  'laneStructure',
  'preferred',
  'expandedDownloadPanels',
  'expandedRequestsPanels',
  'expandedReviewsPanels',
  'expandedShelfPanels',
  'collaborativeListViewPreference',
] as const;

/** Landing preference values (seed 1 section 3). */
export const LANDING_VALUES = ['Community', 'Companion'] as const;

/** Kindle download methods of seed 2: 1 send to email, 2 send to Kindle. Stored as '1' / '2' ('' when never chosen). */
export const KINDLE_METHODS = [1, 2] as const;
export const KINDLE_METHOD_SEND_TO_EMAIL = 1;
export const KINDLE_METHOD_SEND_TO_KINDLE = 2;
export type KindleMethod = (typeof KINDLE_METHODS)[number];
/** Optional body of PUT .../reviewCopyDownload/kindle/{method}: the Kindle email to save with the method. */
export const kindleMethodBodySchema = z.nullish(
  z.object({
    kindleEmail: z.optional(z.string().check(z.trim(), z.maxLength(254), z.email('please provide a valid email address'))),
  }),
);

/** Format codes of seed 2: EPUB 2, PDF 3, Kindle 4, mobi 5, audio mp3 11, audio zip 12, audio chapters 13, external URL 1000, none 0. */
export const PREFERRED_FORMAT_CODES = [2, 3, 4, 5, 11, 12, 13, 1000, 0] as const;
export type PreferredFormatCode = (typeof PREFERRED_FORMAT_CODES)[number];

/** Review copy download preferences. Values are strings: kindleDownloadMethod '1'/'2', preferredFormat a format code; '' when unset. */
export const reviewCopyDownloadSchema = z.object({
  kindleDownloadMethod: z.string(),
  kindleEmail: z.string(),
  preferredFormat: z.string(),
});
export type ReviewCopyDownloadPreferences = z.infer<typeof reviewCopyDownloadSchema>;

/** GET /api/v1/me/attributes: user attributes (role summary, role description, profile links, accent colour). */
export const userAttributesSchema = z.object({
  roleSummary: z.string(),
  roleDescription: z.string(),
  profileLinks: z.array(z.object({ type: z.string(), url: z.string() })),
  fontsAccentColor: z.string(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

/** GET and POST /api/me/preferences/social/noUpdates: the friend-email opt-out. */
export const noUpdatesSchema = z.object({ noUpdates: z.boolean() });

/**
 * PUT /api/v1/me/preferences/{type}/{name} body: the value. text/plain bodies arrive as the string itself;
 * JSON bodies may be a string, number, boolean, array or object (stored as JSON text). Stored as a string.
 */
export const preferenceValueBodySchema = maxJsonLength(
  z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  PREFERENCE_VALUE_MAX,
  `a preference value holds at most ${PREFERENCE_VALUE_MAX} characters`,
  'value',
);
/** Types the generic PUT refuses because they have their own paths. */
export const RESERVED_PREFERENCE_TYPES = ['reviewCopyDownload', 'social', 'push'] as const;
