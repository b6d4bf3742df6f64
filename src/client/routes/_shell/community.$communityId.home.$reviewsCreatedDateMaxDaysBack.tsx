import { createFileRoute, Outlet } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { CommunityHomePage } from '../../pages/community/CommunityHomePage.tsx';
import { communityHomeLanes, communityLaneQuery, communitySummaryQuery, parseReviewDaysBack } from '../../entities/community/queries.ts';
import { communityEventsQuery } from '../../entities/event/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { sessionQuery } from '../../entities/session/queries.ts';

export const Route = createFileRoute('/_shell/community/$communityId/home/$reviewsCreatedDateMaxDaysBack')({
  staticData: { texts: ['communities', 'lists', 'requests', 'screens'] },
  params: {
    parse: (params) => ({ ...params, communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ ...params, communityId: String(params.communityId) }),
  },
  // The community, its events and its lanes (the offline copies included) before the page shows; a failure is shown
  // by the page. The saved filter lanes follow the summary that names them; review copies are for signed-in users.
  loader: async ({ context, params }) => {
    const id = params.communityId;
    if (id === null) return;
    const client = context.queryClient;
    const lanes = communityHomeLanes(id, parseReviewDaysBack(params.reviewsCreatedDateMaxDaysBack));
    const signedIn = client.getQueryData(sessionQuery.queryKey)?.status === 'authenticated';
    await Promise.all([
      ensureRouteData(client, communitySummaryQuery(id)).then(() => {
        const filters = client.getQueryData(communitySummaryQuery(id).queryKey)?.savedFilters ?? [];
        return Promise.all(communityHomeLanes(id, 0, filters).savedFilters.map((lane) => ensureRouteData(client, communityLaneQuery(lane))));
      }),
      ensureRouteData(client, communityEventsQuery(id)),
      ensureRouteData(client, communityLaneQuery(lanes.reviews)),
      ensureRouteData(client, communityLaneQuery(lanes.buzz)),
      signedIn ? ensureRouteData(client, communityLaneQuery(lanes.reviewCopies)) : null,
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
