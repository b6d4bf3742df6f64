import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { KindleSend } from '../../../shared/domain/downloadSteps.ts';
import { useModalFocus } from '../../ui/focusTrap.ts';

interface KindleSendInfoProps {
  status: Exclude<KindleSend, 'idle'>;
  title: string;
  email: string;
  onDismiss: () => void;
}

/** The info modal of a Kindle send: sending, then success or the seed's failure message, with OK. */
export function KindleSendInfo({ status, title, email, onDismiss }: KindleSendInfoProps) {
  const { t } = useTranslation('downloads');
  const headingId = useId();
  const textId = useId();
  const panel = useRef<HTMLElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, panel, onDismiss);
  useEffect(() => {
    if (status !== 'sending') ok.current?.focus();
  }, [status]);
  const heading =
    status === 'sending'
      ? t('downloads.kindleOverview.heading')
      : status === 'sent'
        ? t('downloads.kindleOverview.sentTitle')
        : t('downloads.kindleOverview.failedTitle');
  return createPortal(
    <div className="download-backdrop download-info-backdrop">
      <section
        ref={panel}
        tabIndex={-1}
        className="download-info"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={textId}
      >
        <h3 id={headingId}>{heading}</h3>
        {status === 'sending' ? (
          <p id={textId} className="download-status" role="status" aria-busy="true">
            <span className="download-spinner" aria-hidden="true" />
            {t('downloads.kindleOverview.sending')}
          </p>
        ) : (
          <>
            <p id={textId} className={status === 'failed' ? 'download-error' : undefined}>
              {status === 'sent' ? t('downloads.kindleOverview.sent', { title, email }) : t('downloads.kindleOverview.failed')}
            </p>
            <div className="download-actions">
              <button ref={ok} type="button" className="btn btn-primary" onClick={onDismiss}>
                {t('downloads.ok')}
              </button>
            </div>
          </>
        )}
      </section>
    </div>,
    document.body,
  );
}
