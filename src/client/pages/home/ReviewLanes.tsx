import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ReviewLane } from '../../../shared/domain/frontlist.ts';
import { Lane } from '../../entities/title/Lane.tsx';
import { LANES } from './lanes.ts';
import '../../entities/title/titles.css';

const ICON_PATHS: Record<ReviewLane, string> = {
  1: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.4l4 2.4-.8 1.3L11 13V7z',
  2: 'M7 2h10v2H7zm-2 4h14v16H5zm2 2v12h10V8zm2 2h6v2H9z',
  3: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  4: 'M4 4h4v16H4zm6 0h4v16h-4zm6 1.2 3.8-1 4 15.5-3.8 1z',
};

/** Jackets of the first lane fetched at once, high priority: what a tablet row shows (a phone shows 2.5). */
const FIRST_LANE_PRIORITY_TILES = 4;

/** The home page's review lanes 1-4 (by publication date, every title, anonymous visitors included). */
export function ReviewLanes() {
  const { t } = useTranslation('titles');
  return (
    <div className="lanes">
      {LANES.map((lane, index) => (
        <Lane
          key={lane}
          lane={lane}
          priorityTiles={index === 0 ? FIRST_LANE_PRIORITY_TILES : 0}
          header={t(`titles.lanes.review${lane}.header`)}
          subheader={t(`titles.lanes.review${lane}.subheader`)}
          icon={
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path fill="currentColor" d={ICON_PATHS[lane]} />
            </svg>
          }
        />
      ))}
    </div>
  );
}
