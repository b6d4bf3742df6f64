import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../features/reviews/queries.ts';
import { shelvesQuery } from '../../features/stacks/queries.ts';
import { YourBooksPage } from '../../features/yourBooks/YourBooksPage.tsx';
import { myRequestsQuery } from '../../features/requests/queries.ts';
import { myDownloadsQuery } from '../../features/downloads/queries.ts';

export const Route = createFileRoute('/_shell/yourbooks')({
  // Starts the four sections' fetches without holding the navigation; each panel shows its own state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shelvesQuery);
    void context.queryClient.prefetchQuery(myRequestsQuery);
    void context.queryClient.prefetchQuery(myDownloadsQuery);
    void context.queryClient.prefetchQuery(myReviewsQuery);
  },
  component: YourBooksPage,
});
