import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { TileSkeleton } from './TileSkeleton.tsx';
import { TitleTile, type TileSummary } from './TitleTile.tsx';
import { TileViewerProvider } from './useTitleActivity.ts';

/** Tiles a loading lane shows: a phone's row and a bit. */
const SKELETON_TILES = 4;

export type TitleLaneState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; products: Product[]; summaries?: ReadonlyMap<string, TileSummary>; totalCount?: number };

/**
 * A lane of titles another screen has read (a community home's buzz, review copies, saved filters): header,
 * subheader, a row of the usual tiles (jacket, shelf and request actions in the drawer), a skeleton row while loading,
 * an error with retry, an empty text, and `more` (a link to the full list) beside the header. A swiped row without
 * the home lanes' prev/next buttons and near-view jacket loading (LaneRow, useNearItems): sharing those would split
 * them out of the first route's chunk (a chunk more on /); its jackets load lazily (Jacket).
 */
export function TitleLane({
  header,
  subheader,
  state,
  emptyText,
  more,
  level = 2,
}: {
  /** The heading's level: 3 for lanes grouped under a section's own heading. */
  level?: 2 | 3;
  header: string;
  subheader?: string;
  state: TitleLaneState;
  emptyText: string;
  more?: ReactNode;
}) {
  const { t } = useTranslation('titles');
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  const products = state.status === 'ready' ? state.products : [];
  let body: ReactNode;
  if (state.status === 'pending') {
    body = (
      <div className="lane-carousel" role="status" aria-busy="true" aria-label={t('titles.lanes.loading')}>
        <ul className="lane-row lane-skeleton">
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <li key={i} className="lane-item">
              <TileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <p className="lane-error" role="alert">
        {t('titles.lanes.error')}{' '}
        <button type="button" className="link-button" onClick={state.retry}>
          {t('titles.lanes.retry')}
        </button>
      </p>
    );
  } else if (products.length === 0) {
    body = <p className="empty-state">{emptyText}</p>;
  } else {
    body = (
      <div className="lane-carousel">
        <ul className="lane-row" aria-label={header}>
          {products.map((product) => (
            <li className="lane-item" key={product.sku}>
              <TitleTile product={product} summary={state.summaries?.get(product.sku)} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <section className="lane" aria-labelledby={headingId}>
      <header className="lane-header">
        <div className="lane-heading">
          <Heading className="lane-title" id={headingId}>
            {header}
            {state.status === 'ready' && state.totalCount !== undefined ? (
              <span className="lane-count"> {t('titles.lanes.count', { count: state.totalCount })}</span>
            ) : null}
          </Heading>
          {subheader ? <p className="lane-subheader">{subheader}</p> : null}
        </div>
        {more}
      </header>
      <TileViewerProvider>{body}</TileViewerProvider>
    </section>
  );
}
