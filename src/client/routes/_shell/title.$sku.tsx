import { createFileRoute } from '@tanstack/react-router';
import { TitlePage } from '../../features/shell/TitlePage.tsx';

export const Route = createFileRoute('/_shell/title/$sku')({
  component: function TitleRoute() {
    const { sku } = Route.useParams();
    return <TitlePage sku={sku} />;
  },
});
