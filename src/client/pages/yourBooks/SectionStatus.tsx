import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import type { SectionView } from './useSectionView.ts';

/** Rows a loading panel shows: as many as a tab shows (YourBooksPanels' PANEL_TITLES). */
const SKELETON_ROWS = 3;

/** A loading panel: one tab's heading, rows and 'see more', of their sizes (ui/Skeleton). */
function PanelSkeleton({ label }: { label: string }) {
  return (
    <div className="yb-groups" role="status" aria-busy="true" aria-label={label}>
      <div className="yb-group">
        <SkeletonText className="yb-group-title" width="9em" />
        <ul className="yb-rows">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className="yb-row">
              <span className="yb-row-link">
                <SkeletonBlock className="jacket" />
                <span className="yb-row-text">
                  <SkeletonText className="yb-row-name" width="12em" />
                  <SkeletonText className="yb-row-author" width="8em" />
                  <SkeletonText className="yb-row-line" width="10em" />
                </span>
              </span>
            </li>
          ))}
        </ul>
        <SkeletonText className="see-more" width="5em" />
      </div>
    </div>
  );
}

/**
 * A section still loading (a skeleton of its size), or one whose load failed: the error is only logged (seed 1 section 8), so the
 * screen shows a quiet retry and no message.
 */
export function SectionStatus({ view }: { view: Exclude<SectionView, { status: 'success' }> }) {
  const { t } = useTranslation('yourBooks');
  if (view.status === 'pending') return <PanelSkeleton label={t('yourBooks.loading')} />;
  return (
    <p className="yb-status">
      <button type="button" className="yb-retry" onClick={view.retry}>
        {t('yourBooks.retry')}
      </button>
    </p>
  );
}
