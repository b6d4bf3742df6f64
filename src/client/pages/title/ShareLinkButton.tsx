import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** Copies the title's share link (site origin + /title/{sku}) and says so. */
export function ShareLinkButton({ sku }: { sku: string }) {
  const { t } = useTranslation('titleDetail');
  const [status, setStatus] = useState<string>('');
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);
  const url = `${window.location.origin}/title/${encodeURIComponent(sku)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('titles.detail.copied'));
    } catch {
      setStatus(t('titles.detail.copyFailed', { url }));
    }
  };
  return (
    <p className="share-link">
      <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
        {t('titles.detail.shareLink')}
      </button>
      <span className="share-status" role="status">
        {status}
      </span>
    </p>
  );
}
