import { onixImportProgress } from '../../../shared/contracts/endpoints/publisherImport.ts';
import type { OnixImportProgress } from '../../../shared/contracts/publisherImport.ts';
import { call } from '../../lib/api.ts';

/** How often the server's progress is asked for while it imports. */
export const IMPORT_POLL_MS = 400;

/**
 * Asks GET .../onix/{importId}/progress every IMPORT_POLL_MS until stopped, reporting each answer. A 404 (the server
 * has not begun yet, or another instance answers) or a network error is skipped: the bar stays as it is.
 * Returns the stop function.
 */
export function pollImportProgress(importId: string, onProgress: (progress: OnixImportProgress) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const tick = async () => {
    try {
      const progress = await call(onixImportProgress, { params: { importId }, signal: controller.signal });
      if (!stopped) onProgress(progress);
    } catch {
      // not there yet, or unreachable: asked again
    }
    if (!stopped) timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
  };
  timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
}
