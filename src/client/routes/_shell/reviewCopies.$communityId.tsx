import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { ReviewCopiesTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

export const Route = createFileRoute('/_shell/reviewCopies/$communityId')({
  params: {
    parse: (params) => ({ communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ communityId: String(params.communityId) }),
  },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the page's fetch without holding the navigation (as the catalogue route does).
  loader: ({ context, params, deps }) => {
    if (params.communityId !== null) {
      void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'reviewCopies', id: params.communityId }, listRequest('reviewCopies', deps)));
    }
  },
  component: function ReviewCopiesCommunityIdRoute() {
    const navigate = Route.useNavigate();
    const { communityId } = Route.useParams();
    return <ReviewCopiesTitlesPage communityId={communityId} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
