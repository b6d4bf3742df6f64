import { createFileRoute } from '@tanstack/react-router';
import { TitleDetailPage } from '../../pages/title/TitleDetailPage.tsx';
import { productQuery } from '../../entities/title/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';
import i18next from '../../lib/i18n/i18n.ts';

function TitleRoute() {
  const { sku } = Route.useParams();
  return <TitleDetailPage sku={sku} />;
}

export const Route = createFileRoute('/_shell/title/$sku')({
  staticData: { texts: ['reviews', 'titleDetail'] },
  // The title (the offline copy included) and the texts the page shows to everyone (its own, the community reviews')
  // before the page shows; a failure (404, offline) is shown by the page, not the route's error screen.
  loader: async ({ context, params }) => {
    await Promise.all([ensureRouteData(context.queryClient, productQuery(params.sku)), i18next.loadNamespaces(['titleDetail', 'reviews'])]);
  },
  component: TitleRoute,
  // A slow load shows the page itself in its loading state (its skeleton).
  pendingComponent: TitleRoute,
});
