import { z } from 'zod';

/** Preference record of seed 1: type, name, value. Values travel as strings (JSON text where structured). */
export const preferenceSchema = z.object({ type: z.string(), name: z.string(), value: z.string() });
export type Preference = z.infer<typeof preferenceSchema>;

/** Known preference types. `communityApp` holds the seed's named preferences; `landingPage` the landing choice. */
export const PREFERENCE_TYPES = ['communityApp', 'landingPage', 'DARC'] as const;
export const preferenceTypeSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'unknown preference type');
export const preferenceNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'invalid preference name');
export const PREFERENCE_VALUE_MAX = 16_384;

/** POST /api/v1/me/preferences body: the types wanted. */
export const preferencesQueryBodySchema = z.array(z.object({ type: preferenceTypeSchema })).max(20);
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

export const KINDLE_METHODS = ['email', 'app', 'none'] as const;
/** Review copy download preferences. preferredFormat holds a seed format code (2/3/4/5/11/12/13/1000) or ''. */
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

export const noUpdatesSchema = z.object({ noUpdates: z.boolean() });
