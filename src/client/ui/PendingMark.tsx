import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { usePendingChanges } from '../lib/offline/outbox/pending.ts';
import { resourceKeys } from '../../sync/outbox/pendingChange.ts';
import './pendingMark.css';

/**
 * The pending mark of an item: 'Pending' while a change of any of these resources (Change.resource) waits in the
 * outbox, nothing otherwise.
 */
export function PendingMark({ resources }: { resources: readonly string[] }) {
  const pending = usePendingChanges().some((change) => resourceKeys(change.resource).some((key) => resources.includes(key)));
  return pending ? <PendingLabel /> : null;
}

/** The 'Pending' mark itself, for a list that reads the outbox once for all its items (a lane's tiles). */
export function PendingLabel() {
  const { t } = useTranslation('common');
  return (
    <span className="pending-mark" role="status" title={t('changes.pendingHint')}>
      {t('changes.pending')}
    </span>
  );
}
