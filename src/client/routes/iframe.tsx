import { createFileRoute } from '@tanstack/react-router';
import { IframeLayout } from '../features/iframe/IframeLayout.tsx';

export const Route = createFileRoute('/iframe')({ component: IframeLayout });
