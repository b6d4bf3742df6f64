import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/shell/AppShell.tsx';

/** The app frame (header, drawer, footer) around every screen outside /iframe. */
export const Route = createFileRoute('/_shell')({ component: AppShell });
