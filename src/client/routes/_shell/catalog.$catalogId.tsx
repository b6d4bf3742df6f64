import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/catalog/$catalogId')({
  component: function CatalogCatalogIdRoute() {
    return <PlaceholderScreen screen="catalog" />;
  },
});
