import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePendingChanges } from './outbox/pending.ts';

/** Waits this long after the last change left the outbox, so a replay of many changes refetches once. */
const SETTLE_MS = 500;

/**
 * When changes leave the outbox (replayed, or discarded), the screens refetch: the optimistic state becomes the
 * server's (its ids, counts and dates), or goes back when a change was discarded.
 */
export function useRefreshAfterReplay(): void {
  const client = useQueryClient();
  const keys = usePendingChanges().map((change) => change.idempotencyKey);
  const previous = useRef<readonly string[]>(keys);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const now = new Set(keys);
    const left = previous.current.some((key) => !now.has(key));
    previous.current = keys;
    if (!left) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void client.invalidateQueries(), SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}
