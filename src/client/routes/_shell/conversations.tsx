import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/conversations')({
  component: function ConversationsRoute() {
    return <PlaceholderScreen screen="conversations" />;
  },
});
