import { createFileRoute } from '@tanstack/react-router';
import { CommunicationSettingsPage } from '../../pages/settings/CommunicationSettingsPage.tsx';

export const Route = createFileRoute('/_shell/communicationSettings')({
  staticData: { texts: ['screens', 'settings'] },
  component: CommunicationSettingsPage,
});
