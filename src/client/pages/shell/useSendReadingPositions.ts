import { useEffect } from 'react';
import { countPending } from '../../lib/offline/writeThrough.ts';

/**
 * Reading positions kept on this device while offline reach the server without opening the reader again: once the
 * signed-in app has started (when the browser is idle) and whenever it is back online. The sending code (and Dexie)
 * loads only when a position is waiting.
 */
export function useSendReadingPositions(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const sendWaiting = async () => {
      if (!navigator.onLine || (await countPending('readerPositions')) === 0) return;
      const { sendPendingPositions } = await import('../../entities/galley/readingPositions.ts');
      await sendPendingPositions();
    };
    const run = () => void sendWaiting().catch((error: unknown) => console.warn('reading positions not sent', error));
    const idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 2000);
    window.addEventListener('online', run);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener('online', run);
    };
  }, [signedIn]);
}
