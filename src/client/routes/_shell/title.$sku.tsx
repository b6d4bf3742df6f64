import { createFileRoute } from '@tanstack/react-router';
import { TitleDetailPage } from '../../pages/title/TitleDetailPage.tsx';
import { productQuery } from '../../entities/title/queries.ts';
import { ensureRouteData } from '../../lib/routeData.ts';

function TitleRoute() {
  const { sku } = Route.useParams();
  return <TitleDetailPage sku={sku} />;
}

export const Route = createFileRoute('/_shell/title/$sku')({
  staticData: { texts: ['reviews', 'titleDetail'] },
  // The title (the offline copy included) before the page shows, with its texts (staticData); a failure (404,
  // offline) is shown by the page, not the route's error screen.
  loader: async ({ context, params }) => {
    await ensureRouteData(context.queryClient, productQuery(params.sku));
  },
  component: TitleRoute,
  // A slow load shows the page itself in its loading state (its skeleton).
  pendingComponent: TitleRoute,
});
