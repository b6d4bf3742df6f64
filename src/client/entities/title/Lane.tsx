import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ReviewLane } from '../../../shared/domain/frontlist.ts';
import { laneQuery } from './queries.ts';
import { TileSkeleton } from './TileSkeleton.tsx';
import { LaneRow } from './LaneRow.tsx';
import { TitleTile } from './TitleTile.tsx';
import { useNearItems } from './useNearItems.ts';
import { useRenderedCount } from './useRenderedCount.ts';
import { TileViewerProvider } from './useTitleActivity.ts';

/** Tiles a loading lane shows: more than a wide screen's row holds. */
const SKELETON_TILES = 8;

/** A loading lane: a row of tiles of a tile's size (jacket, two lines of name, author, meta; ui/Skeleton). */
function LaneSkeleton({ label }: { label: string }) {
  return (
    <div className="lane-carousel" role="status" aria-busy="true" aria-label={label}>
      <ul className="lane-row lane-skeleton">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="lane-item">
            <TileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A title lane: header, subheader, icon and a scrolling row of 40 titles with 'See more' adding 20. The first
 * `priorityTiles` jackets are fetched at once with high priority (the first lane on /: the likely LCP image); the
 * others only once their tile comes near the view (useNearItems), then lazily. The tiles render a few at a time
 * (useRenderedCount).
 */
export function Lane({
  lane,
  header,
  subheader,
  icon,
  priorityTiles = 0,
}: {
  lane: ReviewLane;
  header: string;
  subheader: string;
  icon: ReactNode;
  priorityTiles?: number;
}) {
  const { t } = useTranslation('titles');
  const query = useInfiniteQuery(laneQuery(lane));
  const headingId = `lane-${lane}-heading`;
  const pages = query.data?.pages;
  const products = pages?.flatMap((page) => page.products) ?? [];
  const rendered = useRenderedCount(products.length);
  const [section, near] = useNearItems<HTMLElement>(rendered);
  const summaries = new Map(pages?.flatMap((page) => page.userCommunitySummaryReviews.map((s) => [s.sku, s] as const)));
  let body: ReactNode;
  if (query.isPending) body = <LaneSkeleton label={t('titles.lanes.loading')} />;
  else if (query.isError) {
    body = (
      <p className="lane-error" role="alert">
        {t('titles.lanes.error')}{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('titles.lanes.retry')}
        </button>
      </p>
    );
  } else if (products.length === 0) {
    body = <p className="empty-state">{t('titles.lanes.empty')}</p>;
  } else {
    body = (
      <LaneRow label={header}>
        {products.slice(0, rendered).map((product, index) => (
          <li className="lane-item" key={product.sku} data-index={index}>
            <TitleTile
              product={product}
              summary={summaries.get(product.sku)}
              priority={index < priorityTiles}
              deferJacket={index >= priorityTiles && index >= near}
            />
          </li>
        ))}
        {query.hasNextPage && rendered === products.length ? (
          <li className="lane-item lane-more">
            <button type="button" className="btn btn-secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? t('titles.lanes.loadingMore') : t('titles.lanes.seeMore')} <span aria-hidden="true">→</span>
            </button>
          </li>
        ) : null}
      </LaneRow>
    );
  }
  return (
    <section className="lane" aria-labelledby={headingId} ref={section}>
      <header className="lane-header">
        <span className="lane-icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 className="lane-title" id={headingId}>
            {header}
            {query.data ? <span className="lane-count"> {t('titles.lanes.count', { count: query.data.pages[0]?.totalCount ?? 0 })}</span> : null}
          </h2>
          <p className="lane-subheader">{subheader}</p>
        </div>
      </header>
      <TileViewerProvider>{body}</TileViewerProvider>
    </section>
  );
}
