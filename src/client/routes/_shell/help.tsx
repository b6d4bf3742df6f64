import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../pages/help/HelpPage.tsx';

export const Route = createFileRoute('/_shell/help')({
  staticData: { texts: ['screens'] },
  component: HelpPage,
});
