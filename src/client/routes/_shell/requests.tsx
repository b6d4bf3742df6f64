import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../features/reviews/queries.ts';
import { myRequestsQuery } from '../../features/requests/queries.ts';
import { validateGridSearch } from '../../features/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

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
