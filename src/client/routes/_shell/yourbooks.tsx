import { createFileRoute } from '@tanstack/react-router';
import { YourBooksPage } from '../../features/yourBooks/YourBooksPage.tsx';

export const Route = createFileRoute('/_shell/yourbooks')({ component: YourBooksPage });
