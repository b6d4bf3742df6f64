import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { PartBoundary } from '../../ui/lazyPart.tsx';
import { fetchActionTitles } from '../../entities/titleList/actionTitles.ts';
import type { TitleListRequest, TitleSource } from '../../entities/titleList/queries.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSession } from '../../entities/session/useSession.ts';

type LoadSkus = (signal: AbortSignal) => Promise<string[]>;
export type TitlesDrawer = ComponentType<{ loadSkus: LoadSkus; onClose: () => void }>;

/**
 * An Action menu entry that opens a (lazy) drawer on the selected titles, or on all titles of the list (its search and
 * filters) when none are selected, as they are when the entry is chosen. Anonymous visitors are asked to sign up or log in.
 */
export function useTitlesDrawerAction(
  Drawer: TitlesDrawer,
  source: TitleSource,
  request: TitleListRequest,
  selected: ReadonlySet<string>,
): { open: () => void; drawer: ReactNode } {
  const signedIn = useSession().status === 'authenticated';
  const { promptSignIn } = usePrompts();
  const [loadSkus, setLoadSkus] = useState<LoadSkus | null>(null);
  const close = useCallback(() => setLoadSkus(null), []);
  const open = () => {
    if (!signedIn) return promptSignIn();
    const skus = [...selected];
    // The selected titles are known here (offline too); all titles of the list are asked from the server.
    if (skus.length) setLoadSkus(() => async () => skus);
    else setLoadSkus(() => async (signal: AbortSignal) => (await fetchActionTitles(source, request, [], signal)).map((title) => title.sku));
  };
  const drawer = loadSkus ? (
    <PartBoundary>
      <Drawer loadSkus={loadSkus} onClose={close} />
    </PartBoundary>
  ) : null;
  return { open, drawer };
}
