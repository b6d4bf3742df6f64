import { createFileRoute } from '@tanstack/react-router';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, parseId, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { loadTitlesPage } from '../../entities/titleList/loadTitlesPage.ts';
import { CatalogTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

function CatalogCatalogIdRoute() {
  const navigate = Route.useNavigate();
  const { catalogId } = Route.useParams();
  return <CatalogTitlesPage catalogId={parseId(catalogId)} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}

export const Route = createFileRoute('/_shell/catalog/$catalogId')({
  staticData: { texts: ['export', 'savedFilters', 'stacks', 'titleList'] },
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Entering the screen: its page of titles (the offline copy included) before it shows. A change of the search or page
  // (cause 'stay') does not hold the navigation: the list keeps the previous page until the next arrives. A failure
  // (offline, 404) is shown by the list, not the route's error screen.
  loader: async ({ context, params, deps, cause }) => {
    const catalogId = parseId(params.catalogId);
    if (catalogId !== null)
      await loadTitlesPage(context.queryClient, titlesPageQuery({ kind: 'catalog', id: catalogId }, listRequest('catalog', deps)), cause);
  },
  component: CatalogCatalogIdRoute,
  pendingComponent: CatalogCatalogIdRoute,
});
