import { createFileRoute, Outlet } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { CommunityHomePage } from '../../pages/community/CommunityHomePage.tsx';

export const Route = createFileRoute('/_shell/community/$communityId/home/$reviewsCreatedDateMaxDaysBack')({
  params: {
    parse: (params) => ({ ...params, communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ ...params, communityId: String(params.communityId) }),
  },
  component: function CommunityHomeRoute() {
    const { communityId } = Route.useParams();
    return (
      <CommunityHomePage communityId={communityId}>
        <Outlet />
      </CommunityHomePage>
    );
  },
});
