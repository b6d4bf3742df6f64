import { preferenceKeys } from '../session/queryKeys.ts';

/**
 * Query keys of the downloads feature: the review copy download preferences (under 'preferences', so they are
 * persisted with the other small preference queries). The downloads list itself is the Your Books feature's.
 */
export const downloadKeys = {
  preferences: () => preferenceKeys.ofType('reviewCopyDownload'),
};
