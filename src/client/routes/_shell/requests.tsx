import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/requests')({
  validateSearch: validateGridSearch('requests'),
  // Starts the fetch without holding the navigation; the page shows loading and a quiet retry itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myRequestsQuery);
    void context.queryClient.prefetchQuery(myReviewsQuery);
  },
  component: function RequestsRoute() {
    const navigate = Route.useNavigate();
    return (
      <YourBooksGridPage
        section="requests"
        tab={Route.useSearch().tab}
        onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
      />
    );
  },
});
