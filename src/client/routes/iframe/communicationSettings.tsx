import { createFileRoute } from '@tanstack/react-router';
import { IframeCommunicationSettings } from '../../pages/iframe/IframeCommunicationSettings.tsx';

export const Route = createFileRoute('/iframe/communicationSettings')({ component: IframeCommunicationSettings });
