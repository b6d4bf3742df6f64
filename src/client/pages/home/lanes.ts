import type { ReviewLane } from '../../../shared/domain/frontlist.ts';

/** The home page's review lanes, in order. */
export const LANES: readonly ReviewLane[] = [1, 2, 3, 4];
