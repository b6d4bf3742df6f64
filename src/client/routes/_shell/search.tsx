import { createFileRoute } from '@tanstack/react-router';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { SearchTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

export const Route = createFileRoute('/_shell/search')({
  validateSearch: validateTitleListSearch,
  // Starts the page's fetch without holding the navigation: the list keeps the previous page until it arrives,
  // and a failure (offline) is shown by the list, not the route's error screen.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'view', id: 0 }, listRequest('savedFilter', deps)));
  },
  component: function SearchRoute() {
    const navigate = Route.useNavigate();
    return <SearchTitlesPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
