import type { QueryClient } from '@tanstack/react-query';
import { ensureRouteData } from '../../lib/routeData.ts';
import type { titlesPageQuery } from './queries.ts';

/**
 * A title list route's loader: entering the screen, its page of titles (the offline copy included) is there before the
 * screen shows (ensureRouteData); a change of search, filters, sort or page on the screen (cause 'stay') only starts the
 * fetch, so that the list keeps showing the previous page (keepPreviousData) instead of the route's pending screen.
 */
export async function loadTitlesPage(
  client: QueryClient,
  query: ReturnType<typeof titlesPageQuery>,
  cause: 'preload' | 'enter' | 'stay',
): Promise<void> {
  if (cause === 'stay') void client.prefetchQuery(query);
  else await ensureRouteData(client, query);
}
