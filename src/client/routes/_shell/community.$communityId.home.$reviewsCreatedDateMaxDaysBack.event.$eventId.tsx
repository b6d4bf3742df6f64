import { createFileRoute } from '@tanstack/react-router';
import { EventDetails } from '../../pages/community/CommunityHomePage.tsx';

export const Route = createFileRoute('/_shell/community/$communityId/home/$reviewsCreatedDateMaxDaysBack/event/$eventId')({
  component: function CommunityEventRoute() {
    const { eventId } = Route.useParams();
    return <EventDetails eventId={eventId} />;
  },
});
