import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePendingChanges } from '../../lib/offline/outbox/pending.ts';
import { useReplayTriggers } from './useReplayTriggers.ts';

const PendingChangesDialog = lazy(() => import('./PendingChangesDialog.tsx').then((m) => ({ default: m.PendingChangesDialog })));

/**
 * The header's pending-changes badge (signed in, desktop and phone): shown while the outbox holds the user's
 * changes, with their count; it opens the list of pending changes. It also drives the replays.
 */
export function PendingChangesButton({ userId }: { userId: number }) {
  const { t } = useTranslation('outbox');
  const changes = usePendingChanges();
  const [open, setOpen] = useState(false);
  useReplayTriggers(userId, changes.length);
  const conflicts = changes.some((change) => change.state !== 'pending');
  return (
    <>
      {changes.length > 0 ? (
        <button
          type="button"
          className={conflicts ? 'header-link pending-changes has-problems' : 'header-link pending-changes'}
          aria-haspopup="dialog"
          aria-label={t('outbox.button', { count: changes.length })}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v5.4l3.7 2.2-1 1.7L11 13.5V7h2Z"
            />
          </svg>
          <span className="badge" data-testid="pending-count" aria-hidden="true">
            {changes.length}
          </span>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PendingChangesDialog changes={changes} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
