import { createFileRoute } from '@tanstack/react-router';
import { LandingPreference } from '../../features/landingPreference/LandingPreference.tsx';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_shell/communicationSettings')({
  component: function CommunicationSettingsRoute() {
    const signedIn = useSignedInUser();
    return <PlaceholderScreen screen="communicationSettings">{signedIn ? <LandingPreference /> : null}</PlaceholderScreen>;
  },
});
