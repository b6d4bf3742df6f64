import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { fetchActionTitles } from '../titleList/actionTitles.ts';
import type { TitleListRequest, TitleSource } from '../titleList/queries.ts';
import { usePrompts } from '../prompts/PromptsContext.tsx';
import { useSession } from '../session/useSession.ts';

const AddToListDrawer = lazy(() => import('./AddToListDrawer.tsx'));

type LoadSkus = (signal: AbortSignal) => Promise<string[]>;

/**
 * The Action menu's "add to collaborative list" for a title list: the picker of lists on the selected titles, or on
 * all titles of the list when none are selected. Anonymous visitors are asked to sign up or log in.
 */
export function useCollaborativeListAction(source: TitleSource, request: TitleListRequest, selected: ReadonlySet<string>): { open: () => void; drawer: ReactNode } {
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
      <AddToListDrawer loadSkus={loadSkus} onClose={close} />
    </Suspense>
  ) : null;
  return { open, drawer };
}
