import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestReplay } from '../../offline/outbox/actions.ts';
import { onChangesApplied } from '../../offline/outbox/pending.ts';

/** While changes wait, the page asks for a replay this often (the worker's own timer may have been stopped). */
const REPLAY_INTERVAL_MS = 20_000;

/**
 * When the outbox replays: at app start and at each sign in (forced), when the browser says it is online again
 * (forced) and on a timer while changes wait (with the backoff). Replayed changes make the page read the
 * server's state again.
 */
export function useReplayTriggers(userId: number, waiting: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void requestReplay(true);
    const online = () => void requestReplay(true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => void requestReplay(false), REPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
  useEffect(() => onChangesApplied(() => void queryClient.invalidateQueries()), [queryClient]);
}
