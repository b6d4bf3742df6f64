import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/profileEditor')({
  component: function ProfileEditorRoute() {
    return <PlaceholderScreen screen="profileEditor" />;
  },
});
