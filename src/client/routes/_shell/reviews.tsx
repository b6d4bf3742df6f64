import { createFileRoute } from '@tanstack/react-router';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/reviews')({
  component: function ReviewsRoute() {
    return <YourBooksGridPage section="reviews" />;
  },
});
