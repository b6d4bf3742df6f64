import { createFileRoute } from '@tanstack/react-router';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/shelves')({
  component: function ShelvesRoute() {
    return <YourBooksGridPage section="shelves" />;
  },
});
