import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { validateTitleDrawerSearch } from './titleDrawerSearch.ts';

/** The drawer and the detail panels load with the first title opened. */
const TitleDrawer = lazy(() => import('./TitleDrawer.tsx'));

/** Shows the title drawer while the URL holds ?title={sku}. */
export function TitleDrawerHost() {
  const sku = useRouterState({ select: (state) => validateTitleDrawerSearch(state.location.search).title });
  if (!sku) return null;
  return (
    <Suspense fallback={null}>
      <TitleDrawer sku={sku} />
    </Suspense>
  );
}
