import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { CollaborativeListsPage } from '../../pages/lists/CollaborativeListsPage.tsx';

export const Route = createFileRoute('/_shell/collaborativelists/$communityId')({
  params: {
    parse: (params) => ({ communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ communityId: String(params.communityId) }),
  },
  component: function CollaborativelistsCommunityIdRoute() {
    const { communityId } = Route.useParams();
    return <CollaborativeListsPage communityId={communityId} />;
  },
});
