import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/shell/AppShell.tsx';
import { validateTitleDrawerSearch } from '../features/titles/drawer/titleDrawerSearch.ts';

/** The app frame (header, drawer, footer) around every screen outside /iframe; ?title={sku} opens the title drawer on any of them. */
export const Route = createFileRoute('/_shell')({ validateSearch: validateTitleDrawerSearch, component: AppShell });
