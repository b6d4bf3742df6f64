import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/notifications')({
  component: function NotificationsRoute() {
    return <PlaceholderScreen screen="notifications" />;
  },
});
