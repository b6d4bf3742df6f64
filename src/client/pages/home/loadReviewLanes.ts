import type { QueryClient } from '@tanstack/react-query';
import { laneQuery } from '../../entities/title/queries.ts';
import { LANES } from './lanes.ts';

/**
 * The home page's loader: its four lanes' first pages (the offline copy included), so that the page shows with its rows
 * filled and nothing below them moves as they arrive (layout shift). A copy already in the cache shows at once and is
 * refreshed behind it; a lane whose load fails shows its own retry.
 */
export async function loadReviewLanes(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled(LANES.map((lane) => queryClient.ensureInfiniteQueryData({ ...laneQuery(lane), revalidateIfStale: true })));
}
