import { useTranslation } from 'react-i18next';
import type { SectionView } from './useSectionView.ts';

/**
 * A section still loading, or one whose load failed: the error is only logged (seed 1 section 8), so the
 * screen shows a quiet retry and no message.
 */
export function SectionStatus({ view }: { view: Exclude<SectionView, { status: 'success' }> }) {
  const { t } = useTranslation();
  if (view.status === 'pending') {
    return (
      <p className="yb-status" aria-busy="true">
        {t('yourBooks.loading')}
      </p>
    );
  }
  return (
    <p className="yb-status">
      <button type="button" className="yb-retry" onClick={view.retry}>
        {t('yourBooks.retry')}
      </button>
    </p>
  );
}
