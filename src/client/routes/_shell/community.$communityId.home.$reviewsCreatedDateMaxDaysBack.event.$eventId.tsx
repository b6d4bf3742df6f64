import { createFileRoute } from '@tanstack/react-router';
import { eventQuery } from '../../entities/event/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { EventDetails } from '../../pages/community/EventDetails.tsx';

/** An event id as the route reads it: a positive whole number, else null (the page says the event is unknown). */
const parseEventId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

function CommunityEventRoute() {
  const { eventId, communityId } = Route.useParams();
  const session = useSession();
  const country = session.status === 'authenticated' ? session.user.organization.address.country : '';
  return <EventDetails eventId={parseEventId(eventId)} communityId={communityId} country={country} />;
}

export const Route = createFileRoute('/_shell/community/$communityId/home/$reviewsCreatedDateMaxDaysBack/event/$eventId')({
  staticData: { texts: ['communities'] },
  loader: async ({ context, params }) => {
    const id = parseEventId(params.eventId);
    if (id !== null) await ensureRouteData(context.queryClient, eventQuery(id));
  },
  component: CommunityEventRoute,
});
