import { createFileRoute } from '@tanstack/react-router';
import { parseCommunityId } from '../../../shared/domain/sessionRoutes.ts';
import { BuzzPage } from '../../pages/lists/BuzzPage.tsx';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';

export const Route = createFileRoute('/_shell/buzz/$communityId')({
  params: {
    parse: (params) => ({ communityId: parseCommunityId(params.communityId) }),
    stringify: (params) => ({ communityId: String(params.communityId) }),
  },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (params.communityId !== null)
      void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'buzz', id: params.communityId }, listRequest('buzz', deps)));
  },
  component: function BuzzCommunityIdRoute() {
    const navigate = Route.useNavigate();
    const { communityId } = Route.useParams();
    return <BuzzPage communityId={communityId} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
