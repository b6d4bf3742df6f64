import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../features/reviews/queries.ts';
import { myDownloadsQuery } from '../../features/downloads/queries.ts';
import { validateGridSearch } from '../../features/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/downloads')({
  validateSearch: validateGridSearch('downloads'),
  // Starts the fetch without holding the navigation; the page shows loading and a quiet retry itself.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myDownloadsQuery);
    void context.queryClient.prefetchQuery(myReviewsQuery);
  },
  component: function DownloadsRoute() {
    const navigate = Route.useNavigate();
    return (
      <YourBooksGridPage
        section="downloads"
        tab={Route.useSearch().tab}
        onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
      />
    );
  },
});
