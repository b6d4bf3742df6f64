import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { oldestOfflineAnswer, subscribeOfflineAnswers } from '../../lib/offline/offlineAnswers.ts';
import { relativeAge } from '../../lib/offline/relativeAge.ts';

const TICK_MS = 30_000;

/** The oldest offline copy among the queries on screen (with observers), or null. */
function oldestShown(client: QueryClient): number | null {
  const cache = client.getQueryCache();
  return oldestOfflineAnswer((hash) => (cache.get(hash)?.getObserversCount() ?? 0) > 0);
}

/**
 * No network. TanStack's onlineManager starts out online and learns only from 'offline' events, which a page opened
 * while offline never gets; navigator.onLine false is reliable (true is not), so either says it at once.
 */
function browserOffline(): boolean {
  return !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Re-renders every half minute, so the age stays true. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * 'You are offline. Showing what you saw {time}.' while the screen shows offline copies (Dexie or the service
 * worker's cache), or 'You are offline.' while the browser has no network and the screen shows what it had.
 */
export function OfflineNotice({ culture }: { culture: string }) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [subscribeOfflineAnswers(listener), client.getQueryCache().subscribe(listener), onlineManager.subscribe(listener)];
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        stops.forEach((stop) => stop());
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    [client],
  );
  const savedAt = useSyncExternalStore(
    subscribe,
    () => oldestShown(client),
    () => null,
  );
  const offline = useSyncExternalStore(subscribe, browserOffline, () => false);
  const now = useNow(savedAt !== null);
  if (savedAt === null && !offline) return null;
  return (
    <p className="offline-notice" role="status">
      {savedAt === null ? t('offline.noticeNoAge') : t('offline.notice', { time: relativeAge(savedAt, now, culture) })}
    </p>
  );
}
