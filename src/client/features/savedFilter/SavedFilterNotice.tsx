import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { dismissNotice, useNotice } from '../../entities/savedFilter/notice.ts';

const SHOWN_MS = 6000;

/** The success message of the last saved-filter write ('Your new filter has been saved'...), for a few seconds. */
export function SavedFilterNotice() {
  const { t } = useTranslation('savedFilters');
  const notice = useNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismissNotice, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <div className="sf-notice-region" role="status" aria-live="polite">
      {notice ? (
        <p className="sf-notice">
          <span>{t(`savedFilters.notices.${notice.kind}`)}</span>
          <button type="button" aria-label={t('savedFilters.dismiss')} onClick={dismissNotice}>
            ✕
          </button>
        </p>
      ) : null}
    </div>
  );
}
