import { createFileRoute } from '@tanstack/react-router';
import { shelvesQuery } from '../../entities/shelf/queries.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/shelves')({
  validateSearch: validateGridSearch('shelves'),
  // Starts the fetch without holding the navigation; the page shows loading and a quiet retry itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shelvesQuery);
  },
  component: function ShelvesRoute() {
    const navigate = Route.useNavigate();
    return (
      <YourBooksGridPage
        section="shelves"
        tab={Route.useSearch().tab}
        onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
      />
    );
  },
});
