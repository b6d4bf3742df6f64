import { createFileRoute } from '@tanstack/react-router';
import { IframeCollaborativeLists } from '../../pages/lists/IframeCollaborativeLists.tsx';

export const Route = createFileRoute('/iframe/collaborativelists')({ component: IframeCollaborativeLists });
