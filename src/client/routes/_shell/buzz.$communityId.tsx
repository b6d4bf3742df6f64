import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { BuzzPage } from '../../pages/lists/BuzzPage.tsx';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { loadTitlesPage } from '../../entities/titleList/loadTitlesPage.ts';

function BuzzCommunityIdRoute() {
  const navigate = Route.useNavigate();
  const { communityId } = Route.useParams();
  return <BuzzPage communityId={communityId} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}

export const Route = createFileRoute('/_shell/buzz/$communityId')({
  staticData: { texts: ['export', 'lists', 'titleList'] },
  params: {
    parse: (params) => ({ communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ communityId: String(params.communityId) }),
  },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Entering the screen: its page of titles (the offline copy included) before it shows. A change of the search or page
  // (cause 'stay') does not hold the navigation: the list keeps the previous page until the next arrives. A failure
  // (offline, 404) is shown by the list, not the route's error screen.
  loader: async ({ context, params, deps, cause }) => {
    if (params.communityId !== null)
      await loadTitlesPage(context.queryClient, titlesPageQuery({ kind: 'buzz', id: params.communityId }, listRequest('buzz', deps)), cause);
  },
  component: BuzzCommunityIdRoute,
  pendingComponent: BuzzCommunityIdRoute,
});
