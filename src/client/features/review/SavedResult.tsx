import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { shareUriQuery } from '../../entities/review/editorQueries.ts';
import { ReviewDrawerView } from './ReviewDrawerShell.tsx';

/** One social share button; `network` is the API's key (twitter), the label says what people call it (X). */
function ShareButton({ sku, network }: { sku: string; network: 'facebook' | 'twitter' }) {
  const { t } = useTranslation('reviews');
  const query = useQuery(shareUriQuery(sku, network));
  const label = t(`reviewEditor.saved.${network}`);
  // Disabled while the share URI loads, and for good when its fetch failed (seed 2 section 8).
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={!query.data}
      title={query.isError ? t('reviewEditor.saved.shareUnavailable', { network: t(`reviewEditor.saved.networks.${network}`) }) : undefined}
      onClick={() => query.data && window.open(query.data.uri, '_blank', 'noopener,noreferrer')}
    >
      {label}
    </button>
  );
}

/** The 'Review Saved' result: Nominate and the two social share buttons. */
export function SavedResult({ sku, onNominate, onClose }: { sku: string; onNominate: () => void; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <ReviewDrawerView
      buttons={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('reviewEditor.saved.done')}
        </button>
      }
    >
      <section className="review-saved" aria-live="polite">
        <h3>{t('reviewEditor.saved.title')}</h3>
        <p>{t('reviewEditor.saved.prompt')}</p>
        <div className="review-saved-actions">
          <button type="button" className="btn btn-primary" onClick={onNominate}>
            {t('reviewEditor.saved.nominate')}
          </button>
          <ShareButton sku={sku} network="facebook" />
          <ShareButton sku={sku} network="twitter" />
        </div>
      </section>
    </ReviewDrawerView>
  );
}
