import { createFileRoute } from '@tanstack/react-router';
import { YourBooksGridPage } from '../../features/yourBooks/YourBooksGridPage.tsx';

export const Route = createFileRoute('/_shell/downloads')({
  component: function DownloadsRoute() {
    return <YourBooksGridPage section="downloads" />;
  },
});
