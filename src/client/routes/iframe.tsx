import { createFileRoute } from '@tanstack/react-router';
import { IframeLayout } from '../pages/shell/IframeLayout.tsx';

export const Route = createFileRoute('/iframe')({ component: IframeLayout });
