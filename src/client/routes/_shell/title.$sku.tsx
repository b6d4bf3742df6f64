import { createFileRoute } from '@tanstack/react-router';
import { TitleDetailPage } from '../../pages/title/TitleDetailPage.tsx';
import { productQuery } from '../../entities/title/queries.ts';
import i18next from '../../lib/i18n/i18n.ts';

export const Route = createFileRoute('/_shell/title/$sku')({
  // Starts the title fetch, and the texts the page shows to everyone (its own, the community reviews') alongside, so that
  // the page never waits for them after its code; a failure (404, offline) is shown by the page, not the route's error screen.
  loader: async ({ context, params }) => {
    await Promise.all([context.queryClient.prefetchQuery(productQuery(params.sku)), i18next.loadNamespaces(['titleDetail', 'reviews'])]);
  },
  component: function TitleRoute() {
    const { sku } = Route.useParams();
    return <TitleDetailPage sku={sku} />;
  },
});
