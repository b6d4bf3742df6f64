import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { loadTitlesPage } from '../../entities/titleList/loadTitlesPage.ts';
import { ReviewCopiesTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

function ReviewCopiesCommunityIdRoute() {
  const navigate = Route.useNavigate();
  const { communityId } = Route.useParams();
  return <ReviewCopiesTitlesPage communityId={communityId} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}

export const Route = createFileRoute('/_shell/reviewCopies/$communityId')({
  staticData: { texts: ['export', 'savedFilters', 'stacks', 'titleList'] },
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
      await loadTitlesPage(
        context.queryClient,
        titlesPageQuery({ kind: 'reviewCopies', id: params.communityId }, listRequest('reviewCopies', deps)),
        cause,
      );
  },
  component: ReviewCopiesCommunityIdRoute,
  pendingComponent: ReviewCopiesCommunityIdRoute,
});
