import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/notifications')({
  component: function NotificationsRoute() {
    return <PlaceholderScreen screen="notifications" />;
  },
});
