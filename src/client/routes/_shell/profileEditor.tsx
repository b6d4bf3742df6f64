import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../pages/profile/ProfilePage.tsx';

// No loader: the page reads the profile itself (its skeleton meanwhile; offline, the copy of the last visit).
export const Route = createFileRoute('/_shell/profileEditor')({
  staticData: { texts: ['profile', 'requests'] },
  component: ProfilePage,
});
