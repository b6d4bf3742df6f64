import { createFileRoute } from '@tanstack/react-router';
import { genreEventsQuery, joinedEventsQuery, ownedEventsQuery } from '../../entities/event/queries.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { sessionQuery } from '../../entities/session/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { EventsPage } from '../../pages/events/EventsPage.tsx';

export const Route = createFileRoute('/_shell/events')({
  staticData: { texts: ['communities'] },
  // The events (the offline copies included) before the page shows; a failure is shown by the page.
  loader: async ({ context }) => {
    const client = context.queryClient;
    const session = await client.ensureQueryData(sessionQuery);
    if (session.status !== 'authenticated') {
      await ensureRouteData(client, genreEventsQuery);
      return;
    }
    await ensureRouteData(client, communitiesQuery(true));
    const memberOfSome = !!client.getQueryData(communitiesQuery(true).queryKey)?.affiliations.some((c) => c.member);
    await Promise.all([
      memberOfSome ? ensureRouteData(client, joinedEventsQuery) : ensureRouteData(client, genreEventsQuery),
      ensureRouteData(client, ownedEventsQuery),
    ]);
  },
  component: EventsPage,
});
