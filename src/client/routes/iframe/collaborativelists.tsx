import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/iframe/collaborativelists')({
  component: function IframeCollaborativeLists() {
    return <PlaceholderScreen screen="collaborativeLists" />;
  },
});
