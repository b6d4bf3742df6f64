import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/outreach')({
  staticData: { texts: ['screens'] },
  component: function OutreachRoute() {
    return <PlaceholderScreen screen="outreach" />;
  },
});
