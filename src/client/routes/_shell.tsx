import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../pages/shell/AppShell.tsx';
import { validateTitleDrawerSearch } from '../entities/title/titleDrawerSearch.ts';

/** The app frame (header, drawer, footer) around every screen outside /iframe; ?title={sku} opens the title drawer on any of them. */
export const Route = createFileRoute('/_shell')({ validateSearch: validateTitleDrawerSearch, component: AppShell });
