import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '../../pages/lists/ListPage.tsx';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, parseId, titlesPageQuery } from '../../entities/titleList/queries.ts';

export const Route = createFileRoute('/_shell/list/$listId')({
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the page's fetch without holding the navigation (as the catalogue route does).
  loader: ({ context, params, deps }) => {
    const listId = parseId(params.listId);
    if (listId !== null)
      void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'collaborativeList', id: listId }, listRequest('collaborativeList', deps)));
  },
  component: function ListListIdRoute() {
    const navigate = Route.useNavigate();
    const { listId } = Route.useParams();
    return <ListPage listId={parseId(listId)} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
