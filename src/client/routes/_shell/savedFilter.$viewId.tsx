import { createFileRoute } from '@tanstack/react-router';
import { validateTitleListSearch } from '../../entities/titleList/listSearch.ts';
import { listRequest, parseId, titlesPageQuery } from '../../entities/titleList/queries.ts';
import { SavedFilterTitlesPage } from '../../pages/titleList/TitleListPages.tsx';

export const Route = createFileRoute('/_shell/savedFilter/$viewId')({
  validateSearch: validateTitleListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the page's fetch without holding the navigation: the list keeps the previous page until it arrives,
  // and a failure (offline, 404) is shown by the list, not the route's error screen.
  loader: ({ context, params, deps }) => {
    const viewId = parseId(params.viewId, 0);
    if (viewId !== null) void context.queryClient.prefetchQuery(titlesPageQuery({ kind: 'view', id: viewId }, listRequest('savedFilter', deps)));
  },
  component: function SavedFilterViewIdRoute() {
    const navigate = Route.useNavigate();
    const { viewId } = Route.useParams();
    return <SavedFilterTitlesPage viewId={parseId(viewId, 0)} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});
