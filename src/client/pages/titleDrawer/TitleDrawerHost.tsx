import { useRouterState } from '@tanstack/react-router';
import { lazyPart, PartBoundary } from '../../ui/lazyPart.tsx';
import { validateTitleDrawerSearch } from '../../entities/title/titleDrawerSearch.ts';

/** The drawer and the detail panels load with the first title opened. */
const TitleDrawer = lazyPart(async () => (await import('./TitleDrawer.tsx')).default, [], ['titleDetail']);

/** Shows the title drawer while the URL holds ?title={sku}. */
export function TitleDrawerHost() {
  const sku = useRouterState({ select: (state) => validateTitleDrawerSearch(state.location.search).title });
  if (!sku) return null;
  return (
    <PartBoundary floating>
      <TitleDrawer sku={sku} />
    </PartBoundary>
  );
}
