import { createFileRoute } from '@tanstack/react-router';
import { LandingPreference } from '../../features/landing/LandingPreference.tsx';
import { useSignedInUser } from '../../features/session/useSession.ts';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/communicationSettings')({
  component: function CommunicationSettingsRoute() {
    const signedIn = useSignedInUser();
    return <PlaceholderScreen screen="communicationSettings">{signedIn ? <LandingPreference /> : null}</PlaceholderScreen>;
  },
});
