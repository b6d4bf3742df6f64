import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/savedFilter/$viewId')({
  component: function SavedFilterViewIdRoute() {
    return <PlaceholderScreen screen="savedFilter" />;
  },
});
