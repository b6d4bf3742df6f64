import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../features/shell/HelpPage.tsx';

export const Route = createFileRoute('/_shell/help')({ component: HelpPage });
