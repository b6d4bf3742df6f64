import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { discardChange, retryChange } from '../../lib/offline/outbox/actions.ts';
import type { PendingChange } from '../../../sync/outbox/pendingChange.ts';
import { useRegistration } from '../../entities/session/registration.ts';
import './outbox.css';

function StateText({ change }: { change: PendingChange }) {
  const { t } = useTranslation(['outbox', 'changes']);
  if (change.state === 'conflict') return <>{t('outbox.state.conflict', { reason: change.lastError ?? '' })}</>;
  if (change.state === 'signIn') return <>{t('outbox.state.signIn')}</>;
  return <>{change.attempts > 0 ? t('outbox.state.retrying', { count: change.attempts }) : t('outbox.state.pending')}</>;
}

/**
 * The list of pending changes (a modal dialog: Escape or Close closes it, focus stays inside): what each change
 * is, when it was made and its state; a conflict has Retry and Discard, a change waiting for the user to log in
 * again has Log In, a waiting one can be sent now.
 */
export function PendingChangesDialog({ changes, onClose }: { changes: PendingChange[]; onClose: () => void }) {
  // 'changes' holds the changes' labels (Change.label keys 'changes:changes.label.*'; older stored ones have no prefix).
  const { t, i18n } = useTranslation(['outbox', 'changes']);
  const dialog = useRef<HTMLDialogElement>(null);
  const openRegistration = useRegistration();
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const act = (key: string, action: (key: string) => Promise<void>) => {
    setBusy(key);
    void action(key).finally(() => setBusy(null));
  };
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dialog ref={dialog} className="outbox-dialog" aria-labelledby="outbox-title" onClose={onClose} onCancel={onClose}>
      <div className="outbox-head">
        <h2 id="outbox-title">{t('outbox.title')}</h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('outbox.close')}
        </button>
      </div>
      <p className="outbox-intro">{t('outbox.intro')}</p>
      {changes.length === 0 ? <p role="status">{t('outbox.empty')}</p> : null}
      <ul className="outbox-list">
        {changes.map((change) => {
          const label = t(change.label.key, { ns: 'changes', ...change.label.values, defaultValue: `${change.method} ${change.path}` });
          return (
            <li key={change.idempotencyKey} className={`outbox-item is-${change.state}`} aria-label={label}>
              <p className="outbox-label">{label}</p>
              <p className="outbox-meta">
                <time dateTime={change.createdAt}>{t('outbox.madeAt', { time: time(change.createdAt) })}</time>
                {' · '}
                <span className="outbox-state">
                  <StateText change={change} />
                </span>
              </p>
              <div className="outbox-actions">
                {change.state === 'conflict' ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy !== null}
                      onClick={() => act(change.idempotencyKey, retryChange)}
                    >
                      {t('outbox.retry')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={busy !== null}
                      onClick={() => act(change.idempotencyKey, discardChange)}
                    >
                      {t('outbox.discard')}
                    </button>
                  </>
                ) : null}
                {change.state === 'signIn' ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => {
                      onClose();
                      openRegistration('logIn');
                    }}
                  >
                    {t('outbox.logIn')}
                  </button>
                ) : null}
                {change.state === 'pending' && change.attempts > 0 ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={busy !== null}
                    onClick={() => act(change.idempotencyKey, retryChange)}
                  >
                    {t('outbox.sendNow')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
