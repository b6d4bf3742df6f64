import { SCREENS_FILE, STOP_WARMING, WARM_SCREENS } from '../src/sync/workerMessages.ts';
import { assetsStrategy } from './runtimeCaches.ts';

declare let self: ServiceWorkerGlobalScope;

const SCREENS_URL = `/${SCREENS_FILE}`;

let warming: Promise<void> | undefined;
let stopped = false;

/**
 * Caches the build's files outside the shell (other screens, drawers, the reader), one at a time, when the page
 * says it is idle: so that what was never opened online still opens offline. Files already cached are not fetched
 * again; a failure (offline) is left for the next time. STOP_WARMING ends it after the file being fetched (an update
 * waits for it).
 */
export function registerScreenWarming(): void {
  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === STOP_WARMING) stopped = true;
    if (type !== WARM_SCREENS || stopped) return;
    warming ??= warm(event).finally(() => (warming = undefined));
    event.waitUntil(warming);
  });
}

async function warm(event: ExtendableEvent): Promise<void> {
  try {
    const answer = await fetch(SCREENS_URL, { cache: 'no-cache' });
    if (!answer.ok) return;
    const files = (await answer.json()) as string[];
    for (const file of files) {
      if (stopped) return;
      await assetsStrategy.handle({ event, request: new Request(file) });
    }
  } catch {
    // Offline or the server is away: the next start tries again.
  }
}
