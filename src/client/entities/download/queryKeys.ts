import { preferenceKeys } from '../session/queryKeys.ts';

/**
 * Query keys of the downloads feature: the caller's downloads, and the review copy download preferences (under
 * 'preferences', so they are persisted with the other small preference queries).
 */
export const downloadKeys = {
  all: ['downloads'] as const,
  mine: () => [...downloadKeys.all, 'mine'] as const,
  preferences: () => preferenceKeys.ofType('reviewCopyDownload'),
};
