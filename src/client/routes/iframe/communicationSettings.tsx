import { createFileRoute } from '@tanstack/react-router';
import { IframeCommunicationSettingsPage } from '../../pages/settings/CommunicationSettingsPage.tsx';

export const Route = createFileRoute('/iframe/communicationSettings')({
  staticData: { texts: ['screens', 'settings'] },
  component: IframeCommunicationSettingsPage,
});
