import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/SearchPage.tsx';

export const Route = createFileRoute('/_shell/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 200) } : {},
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage q={q ?? ''} />;
  },
});
