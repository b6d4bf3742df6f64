import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useIsSmallScreen } from '../lib/useIsSmallScreen.ts';

type PullToRefreshComponent = ComponentType<{ onRefresh: () => Promise<unknown> }>;
let loaded: PullToRefreshComponent | undefined;

/**
 * A list screen's pull to refresh, on a phone: pulling the top of the screen down refetches the screen's queries (every
 * query a mounted component reads) and the spinner goes once they have answered. Its code (Ionic's refresher) loads
 * after the screen shows and only on a small screen, so that no first route carries it; offline, where it cannot load,
 * nothing shows. Put it first inside the screen's ion-content.
 */
export function Refresher() {
  const small = useIsSmallScreen();
  const client = useQueryClient();
  const [Part, setPart] = useState<PullToRefreshComponent | undefined>(() => loaded);
  useEffect(() => {
    if (!small || Part) return;
    let live = true;
    import('./PullToRefresh.tsx').then(
      (module) => {
        loaded = module.default;
        if (live) setPart(() => module.default);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [small, Part]);
  const refresh = useCallback(() => client.invalidateQueries({ refetchType: 'active' }), [client]);
  return small && Part ? <Part onRefresh={refresh} /> : null;
}
