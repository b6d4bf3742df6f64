import { createFileRoute } from '@tanstack/react-router';
import { TitleDetailPage } from '../../pages/title/TitleDetailPage.tsx';
import { productQuery } from '../../entities/title/queries.ts';

export const Route = createFileRoute('/_shell/title/$sku')({
  // Starts the title fetch; a failure (404, offline) is shown by the page, not the route's error screen.
  loader: async ({ context, params }) => {
    await context.queryClient.prefetchQuery(productQuery(params.sku));
  },
  component: function TitleRoute() {
    const { sku } = Route.useParams();
    return <TitleDetailPage sku={sku} />;
  },
});
