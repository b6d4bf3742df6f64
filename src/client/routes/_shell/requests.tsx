import { createFileRoute } from '@tanstack/react-router';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/requests')({
  component: function RequestsRoute() {
    return <YourBooksGridPage section="requests" />;
  },
});
