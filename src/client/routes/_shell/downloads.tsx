import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { myDownloadsQuery } from '../../entities/download/queries.ts';
import { validateGridSearch } from '../../pages/yourBooks/sections.ts';
import { YourBooksGridPage } from '../../pages/yourBooks/YourBooksGridPage.tsx';

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
