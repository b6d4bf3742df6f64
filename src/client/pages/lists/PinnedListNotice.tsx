import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

const storageKey = (userId: number, listId: number) => `booktrade-list-pinned-notice-${userId}-${listId}`;

/** The notices shown since this page loaded: the list screen showing again (a remount) keeps showing them until dismissed. */
const showing = new Set<string>();

function seenBefore(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Seed 3 §4: the notice that a list is pinned shows the first time a user opens that list (kept per user and per
 * list on this device), and can be dismissed.
 */
export function PinnedListNotice({ userId, listId, name, community }: { userId: number; listId: number; name: string; community: string }) {
  const { t } = useTranslation('lists');
  const key = storageKey(userId, listId);
  const [shown, setShown] = useState(() => {
    if (showing.has(key)) return true;
    if (seenBefore(key)) return false;
    showing.add(key);
    return true;
  });
  useEffect(() => {
    if (!shown) return;
    try {
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Storage unavailable: it may show again on a later visit.
    }
  }, [key, shown]);
  if (!shown) return null;
  return (
    <div className="list-pinned-notice" role="status" data-testid="pinned-list-notice">
      <p>{t('lists.pinned.notice', { name, community })}</p>
      <button
        type="button"
        className="lists-button"
        onClick={() => {
          showing.delete(key);
          setShown(false);
        }}
      >
        {t('lists.pinned.dismiss')}
      </button>
    </div>
  );
}
