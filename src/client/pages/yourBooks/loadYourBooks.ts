import type { QueryClient } from '@tanstack/react-query';
import { myDownloadsQuery } from '../../entities/download/queries.ts';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { communityAppPreferencesQuery } from '../../entities/session/communityAppPreferences.ts';
import { shelvesQuery } from '../../entities/shelf/queries.ts';

/**
 * /yourbooks' loader: the four sections and which panels are open (the offline copies included), so that the page shows
 * with its panels filled and none moves as the one above it fills (layout shift: 0.58 when each panel filled on its
 * own). A copy already in the cache shows at once and is refreshed behind it; a section whose load fails shows its own
 * quiet retry. The shelves' names (the 'stacks' texts the tabs show) load with them, as the route's texts (staticData).
 */
export async function loadYourBooks(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData({ ...shelvesQuery, revalidateIfStale: true }),
    queryClient.ensureQueryData({ ...myRequestsQuery, revalidateIfStale: true }),
    queryClient.ensureQueryData({ ...myDownloadsQuery, revalidateIfStale: true }),
    queryClient.ensureQueryData({ ...myReviewsQuery, revalidateIfStale: true }),
    queryClient.ensureQueryData({ ...communityAppPreferencesQuery, revalidateIfStale: true }),
  ]);
}
