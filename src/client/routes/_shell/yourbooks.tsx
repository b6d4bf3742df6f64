import { createFileRoute } from '@tanstack/react-router';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { shelvesQuery } from '../../entities/shelf/queries.ts';
import { YourBooksPage } from '../../pages/yourBooks/YourBooksPage.tsx';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { myDownloadsQuery } from '../../entities/download/queries.ts';

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
