import { createFileRoute } from '@tanstack/react-router';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { loadTitlesPage } from '../../entities/titleList/loadTitlesPage.ts';
import { SearchTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

function SearchRoute() {
  const navigate = Route.useNavigate();
  return <SearchTitlesPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}

export const Route = createFileRoute('/_shell/search')({
  staticData: { texts: ['export', 'savedFilters', 'stacks', 'titleList'] },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Entering the screen: its page of titles (the offline copy included) before it shows. A change of the search or page
  // (cause 'stay') does not hold the navigation: the list keeps the previous page until the next arrives. A failure
  // (offline, 404) is shown by the list, not the route's error screen.
  loader: async ({ context, deps, cause }) => {
    await loadTitlesPage(context.queryClient, titlesPageQuery({ kind: 'view', id: 0 }, listRequest('savedFilter', deps)), cause);
  },
  component: SearchRoute,
  pendingComponent: SearchRoute,
});
