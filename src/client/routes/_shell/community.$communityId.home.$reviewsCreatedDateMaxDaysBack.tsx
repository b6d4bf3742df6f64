import { createFileRoute, Outlet } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { CommunityHomePage } from '../../pages/community/CommunityHomePage.tsx';
import { communitySummaryQuery } from '../../entities/community/queries.ts';
import { communityEventsQuery } from '../../entities/event/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';

export const Route = createFileRoute('/_shell/community/$communityId/home/$reviewsCreatedDateMaxDaysBack')({
  params: {
    parse: (params) => ({ ...params, communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ ...params, communityId: String(params.communityId) }),
  },
  // The community and its events (the offline copies included) before the page shows; a failure is shown by the page.
  loader: async ({ context, params }) => {
    if (params.communityId === null) return;
    await Promise.all([
      ensureRouteData(context.queryClient, communitySummaryQuery(params.communityId)),
      ensureRouteData(context.queryClient, communityEventsQuery(params.communityId)),
    ]);
  },
  component: function CommunityHomeRoute() {
    const { communityId, reviewsCreatedDateMaxDaysBack } = Route.useParams();
    return (
      <CommunityHomePage communityId={communityId} days={reviewsCreatedDateMaxDaysBack}>
        <Outlet />
      </CommunityHomePage>
    );
  },
});
