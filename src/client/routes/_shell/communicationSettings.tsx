import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/communicationSettings')({
  component: function CommunicationSettingsRoute() {
    return <PlaceholderScreen screen="communicationSettings" />;
  },
});
