import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { fetchActionTitles } from '../titleList/actionTitles.ts';
import type { TitleListRequest, TitleSource } from '../titleList/queries.ts';
import { usePrompts } from '../prompts/PromptsContext.tsx';
import { useSession } from '../session/useSession.ts';

const ShelfCollectionDrawer = lazy(() => import('./ShelfCollectionDrawer.tsx'));

type LoadSkus = (signal: AbortSignal) => Promise<string[]>;

/**
 * The Action menu's "add to shelf collection" for a title list: opens the drawer on the selected titles, or on all
 * titles of the list (its search and filters) when none are selected, as they are when the entry is chosen.
 * Anonymous visitors are asked to sign up or log in.
 */
export function useShelfCollectionAction(source: TitleSource, request: TitleListRequest, selected: ReadonlySet<string>): { open: () => void; drawer: ReactNode } {
  const signedIn = useSession().status === 'authenticated';
  const { promptSignIn } = usePrompts();
  const [loadSkus, setLoadSkus] = useState<LoadSkus | null>(null);
  const close = useCallback(() => setLoadSkus(null), []);
  const open = () => {
    if (!signedIn) return promptSignIn();
    const skus = [...selected];
    setLoadSkus(() => async (signal: AbortSignal) => (await fetchActionTitles(source, request, skus, signal)).map((title) => title.sku));
  };
  const drawer = loadSkus ? (
    <Suspense fallback={null}>
      <ShelfCollectionDrawer loadSkus={loadSkus} onClose={close} />
    </Suspense>
  ) : null;
  return { open, drawer };
}
