import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/reviews')({
  validateSearch: validateGridSearch('reviews'),
  // Starts the fetch without holding the navigation; the page shows loading and a quiet retry itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myReviewsQuery);
  },
  component: function ReviewsRoute() {
    const navigate = Route.useNavigate();
    return (
      <YourBooksGridPage
        section="reviews"
        tab={Route.useSearch().tab}
        onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
      />
    );
  },
});
