import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunityFilter } from '../../../shared/contracts/communityFilters.ts';
import type { FilteredTitles, Product } from '../../../shared/contracts/titles.ts';
import { isFrontlist, reviewLane, type ReviewLane } from '../../../shared/domain/frontlist.ts';
import { TitleLane, type TitleLaneState } from '../../entities/title/TitleLane.tsx';
import type { TileSummary } from '../../entities/title/TitleTile.tsx';
import { communityHomeLanes, communityLaneQuery, REVIEW_WINDOWS } from '../../entities/community/queries.ts';
import type { CommunityLane } from '../../entities/titleList/communityLanes.ts';
import { ApiError } from '../../lib/api.ts';
import '../../entities/title/titles.css';

function summariesOf(data: FilteredTitles): Map<string, TileSummary> {
  return new Map(data.userCommunitySummaryReviews.map((s) => [s.sku, { count: s.count, rating: s.rating }]));
}

/** A lane query's state for TitleLane; a 4xx (not a member, not signed in) reads as `refused`. */
function useLane(lane: CommunityLane, enabled = true) {
  const query = useQuery({ ...communityLaneQuery(lane), enabled });
  const refused = query.error instanceof ApiError && query.error.status < 500;
  const state: TitleLaneState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? refused
        ? { status: 'ready', products: [] }
        : { status: 'error', retry: () => void query.refetch() }
      : { status: 'ready', products: query.data.products, summaries: summariesOf(query.data), totalCount: query.data.totalCount };
  return { state, refused };
}

function SeeAll({ to, params, label, name }: { to: string; params: Record<string, number>; label: string; name?: string }) {
  const { t } = useTranslation('communities');
  return (
    <Link
      to={to}
      params={params}
      className="btn btn-secondary community-see-all"
      aria-label={name ? t('communities.home.seeAllOf', { name }) : undefined}
    >
      {label}
    </Link>
  );
}

/** The review lanes: titles with reviews of the window, split into seed 2's four publication-date lanes. */
function ReviewLanes({ communityId, days }: { communityId: number; days: number }) {
  const { t } = useTranslation(['communities', 'titles']);
  const lanes = communityHomeLanes(communityId, days);
  const { state } = useLane(lanes.reviews);
  // Lanes as of when the screen opened.
  const [now] = useState(() => new Date());
  const byLane = new Map<ReviewLane, Product[]>();
  if (state.status === 'ready') {
    for (const product of state.products) {
      const lane = (product.pubDate ? reviewLane(product.pubDate, now) : null) ?? (isFrontlist(product.pubDate, now) ? 1 : 4);
      byLane.set(lane, [...(byLane.get(lane) ?? []), product]);
    }
  }
  return (
    <section className="community-section community-reviews" aria-labelledby="community-reviews">
      <h2 id="community-reviews">{t('communities.home.reviews', { count: days })}</h2>
      <p className="community-meta">{t('communities.home.reviewsSubheader')}</p>
      <nav className="community-windows" aria-label={t('communities.home.window')}>
        {REVIEW_WINDOWS.map((window) => (
          <Link
            key={window}
            to="/community/$communityId/home/$reviewsCreatedDateMaxDaysBack"
            params={{ communityId, reviewsCreatedDateMaxDaysBack: String(window) }}
            className="community-window"
            aria-current={window === days ? 'page' : undefined}
          >
            {t('communities.home.days', { count: window })}
          </Link>
        ))}
      </nav>
      {state.status !== 'ready' ? (
        <TitleLane header={t('titles:titles.lanes.loading')} state={state} emptyText="" />
      ) : byLane.size === 0 ? (
        <p className="empty-state">{t('communities.home.reviewsNone', { count: days })}</p>
      ) : (
        <div className="lanes">
          {([1, 2, 3, 4] as const)
            .filter((lane) => byLane.has(lane))
            .map((lane) => (
              <TitleLane
                key={lane}
                level={3}
                header={t(`titles:titles.lanes.review${lane}.header`)}
                subheader={t(`titles:titles.lanes.review${lane}.subheader`)}
                state={{ status: 'ready', products: byLane.get(lane)!, summaries: state.summaries }}
                emptyText=""
              />
            ))}
        </div>
      )}
    </section>
  );
}

function BuzzLane({ communityId }: { communityId: number }) {
  const { t } = useTranslation('communities');
  const { state, refused } = useLane(communityHomeLanes(communityId, 0).buzz);
  return (
    <TitleLane
      header={t('communities.home.buzz')}
      subheader={t('communities.home.buzzSubheader')}
      state={state}
      emptyText={refused ? t('communities.home.buzzMembers') : t('communities.home.buzzNone')}
      more={refused ? null : <SeeAll to="/buzz/$communityId" params={{ communityId }} label={t('communities.home.seeAllBuzz')} />}
    />
  );
}

function ReviewCopiesLane({ communityId }: { communityId: number }) {
  const { t } = useTranslation('communities');
  const { state } = useLane(communityHomeLanes(communityId, 0).reviewCopies);
  return (
    <TitleLane
      header={t('communities.home.reviewCopies')}
      subheader={t('communities.home.reviewCopiesSubheader')}
      state={state}
      emptyText={t('communities.home.reviewCopiesNone')}
      more={<SeeAll to="/reviewCopies/$communityId" params={{ communityId }} label={t('communities.home.seeAllReviewCopies')} />}
    />
  );
}

function SavedFilterLane({ filter }: { filter: CommunityFilter }) {
  const { t } = useTranslation('communities');
  const { state } = useLane(communityHomeLanes(filter.groupId, 0, [filter]).savedFilters[0]!);
  return (
    <TitleLane
      header={filter.name}
      subheader={t('communities.home.savedFilterSubheader')}
      state={state}
      emptyText={t('communities.home.savedFilterNone')}
      more={<SeeAll to="/savedFilter/$viewId" params={{ viewId: filter.viewId }} label={t('communities.home.seeAll')} name={filter.name} />}
    />
  );
}

/**
 * The community home's title lanes: its review lanes of the last {days} days, its buzz and review copies (signed in)
 * inline with links to their lists, and its saved filter lanes (each opening /savedFilter/{viewId}).
 */
export function CommunityLanes({
  communityId,
  days,
  signedIn,
  savedFilters,
}: {
  communityId: number;
  days: number;
  signedIn: boolean;
  savedFilters: CommunityFilter[];
}) {
  return (
    <>
      <ReviewLanes communityId={communityId} days={days} />
      <div className="lanes community-lanes">
        <BuzzLane communityId={communityId} />
        {signedIn ? <ReviewCopiesLane communityId={communityId} /> : null}
        {savedFilters.map((filter) => (
          <SavedFilterLane key={filter.viewId} filter={filter} />
        ))}
      </div>
    </>
  );
}
