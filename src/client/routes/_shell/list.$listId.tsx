import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/list/$listId')({
  component: function ListListIdRoute() {
    return <PlaceholderScreen screen="list" />;
  },
});
