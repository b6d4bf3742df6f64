import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import i18next from '../../lib/i18n/i18n.ts';
import { requestReplay } from '../../lib/offline/outbox/actions.ts';
import { onChangesApplied } from '../../lib/offline/outbox/pending.ts';
import { showToast } from '../../lib/toast.ts';

/** While changes wait, the page asks for a replay this often (the worker's own timer may have been stopped). */
const REPLAY_INTERVAL_MS = 20_000;
/** Replayed changes make the page read the server's state again once this long passed without more of them. */
const REFRESH_AFTER_MS = 1_000;

/**
 * When the outbox replays: at app start and at each sign in (forced), when the browser says it is online again
 * (forced) and on a timer while changes wait (with the backoff). Once replays applied changes, the page reads the
 * server's state again and a toast says how many were sent (once per burst, not once per change).
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
  useEffect(() => {
    // Its texts only show in a toast after a replay: loaded ahead, without suspending the header it runs in.
    const texts = i18next.loadNamespaces('outbox');
    let timer: number | undefined;
    let sent = 0;
    const stop = onChangesApplied((applied) => {
      sent += applied;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        void queryClient.invalidateQueries();
        // The confirmation that the waiting changes went through: one toast per burst of replays.
        const count = sent;
        void texts.then(() => showToast(i18next.t('outbox:outbox.sent', { count })));
        sent = 0;
      }, REFRESH_AFTER_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [queryClient]);
}
