import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '../../pages/lists/ListPage.tsx';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, parseId, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { loadTitlesPage } from '../../entities/titleList/loadTitlesPage.ts';

function ListListIdRoute() {
  const navigate = Route.useNavigate();
  const { listId } = Route.useParams();
  return <ListPage listId={parseId(listId)} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}

export const Route = createFileRoute('/_shell/list/$listId')({
  staticData: { texts: ['communities', 'export', 'lists', 'titleList'] },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Entering the screen: its page of titles (the offline copy included) before it shows. A change of the search or page
  // (cause 'stay') does not hold the navigation: the list keeps the previous page until the next arrives. A failure
  // (offline, 404) is shown by the list, not the route's error screen.
  loader: async ({ context, params, deps, cause }) => {
    const listId = parseId(params.listId);
    if (listId !== null)
      await loadTitlesPage(
        context.queryClient,
        titlesPageQuery({ kind: 'collaborativeList', id: listId }, listRequest('collaborativeList', deps)),
        cause,
      );
  },
  component: ListListIdRoute,
  pendingComponent: ListListIdRoute,
});
