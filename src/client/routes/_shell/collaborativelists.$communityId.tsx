import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { listsQuery } from '../../entities/list/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import { CollaborativeListsPage } from '../../pages/lists/CollaborativeListsPage.tsx';

function CollaborativelistsCommunityIdRoute() {
  const { communityId } = Route.useParams();
  return <CollaborativeListsPage communityId={communityId} />;
}

export const Route = createFileRoute('/_shell/collaborativelists/$communityId')({
  staticData: { texts: ['communities', 'lists'] },
  params: {
    parse: (params) => ({ communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ communityId: String(params.communityId) }),
  },
  // The community's lists (the offline copy included) before the page shows; a failure is shown by the page.
  loader: async ({ context, params }) => {
    if (params.communityId !== null) await ensureRouteData(context.queryClient, listsQuery(params.communityId));
  },
  component: CollaborativelistsCommunityIdRoute,
  pendingComponent: CollaborativelistsCommunityIdRoute,
});
