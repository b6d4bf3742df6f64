import { createFileRoute } from '@tanstack/react-router';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, parseId, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { CatalogTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

export const Route = createFileRoute('/_shell/catalog/$catalogId')({
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the page's fetch without holding the navigation: the list keeps the previous page until it arrives,
  // and a failure (offline, 404) is shown by the list, not the route's error screen.
  loader: ({ context, params, deps }) => {
    const catalogId = parseId(params.catalogId);
    if (catalogId !== null) void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'catalog', id: catalogId }, listRequest('catalog', deps)));
  },
  component: function CatalogCatalogIdRoute() {
    const navigate = Route.useNavigate();
    const { catalogId } = Route.useParams();
    return <CatalogTitlesPage catalogId={parseId(catalogId)} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
