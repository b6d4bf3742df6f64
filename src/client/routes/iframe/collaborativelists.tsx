import { createFileRoute } from '@tanstack/react-router';
import { IframeCollaborativeLists } from '../../pages/lists/IframeCollaborativeLists.tsx';

export const Route = createFileRoute('/iframe/collaborativelists')({
  staticData: { texts: ['communities', 'lists', 'screens'] },
  component: IframeCollaborativeLists,
});
