import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { isOpen, logoOf } from '../../entities/community/membership.ts';
import { communitySummaryQuery, parseReviewDaysBack } from '../../entities/community/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { MembershipControls } from '../../features/community/MembershipControls.tsx';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { communityHomePath } from '../shell/communityHome.ts';
import { CommunityEvents } from './CommunityEvents.tsx';
import { CommunityLanes } from './CommunityLanes.tsx';
import { CommunityListLinks } from './CommunityListLinks.tsx';
import { CommunitySettings } from './CommunitySettings.tsx';
import { ReviewQueueLink } from './ReviewQueueLink.tsx';
import './communityHome.css';

/**
 * /community/{communityId}/home/{reviewsCreatedDateMaxDaysBack}: the community (logo, a circle's parent's when it has
 * none; name, description, owners, members, join/leave), its upcoming and past events, its review lanes of the last
 * {days} days (not a number from 1 to 3650: 30), its buzz, review copies and saved filter lanes, its circles, its
 * lists, the owners' review queue; the event variant renders in `children` (above the events).
 */
export function CommunityHomePage({ communityId, days, children }: { communityId: number | null; days: string; children?: ReactNode }) {
  const { t } = useTranslation(['communities', 'screens']);
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const country = signedIn ? session.user.organization.address.country : '';
  const hasOrganization = signedIn && session.user.user.orgID > 0;
  const userId = signedIn ? session.user.user.id : 0;
  const summary = useQuery({ ...communitySummaryQuery(communityId ?? 0), enabled: communityId !== null });
  if (communityId === null) {
    return (
      <ScreenPage title={t('screens:screens.community.title')}>
        <EmptyState text={t('screens:screens.community.invalid')} />
      </ScreenPage>
    );
  }
  if (summary.isPending) {
    return (
      <ScreenPage title={t('screens:screens.community.title')}>
        <SkeletonLines className="community-home-skeleton" label={t('communities.home.loading')} widths={['50%', '80%', '35%']} />
      </ScreenPage>
    );
  }
  if (summary.isError) {
    const text =
      summary.error instanceof ApiError && summary.error.status === 404
        ? t('communities.home.invalid')
        : summary.error instanceof NetworkError
          ? t('communities.home.offline')
          : t('communities.home.loadError');
    return (
      <ScreenPage title={t('screens:screens.community.title')}>
        <EmptyState text={text} />
      </ScreenPage>
    );
  }
  const answer = summary.data;
  const community = answer.affiliations[0]!;
  const circles = answer.affiliations.slice(1);
  const logo = logoOf(community, answer);
  const kind = community.isGenreCommunity ? t('communities.genre') : isOpen(community) ? t('communities.open') : t('communities.invited');
  const owners = community.owners.map((o) => o.userAvatar.displayName).join(', ');
  // The server checks the owner again on every owner's call (403 for anyone else).
  const owner = signedIn && community.ownerIds.includes(userId);
  return (
    <ScreenPage
      refreshable
      title={community.name}
      subtitle={[kind, t('communities.members', { count: community.memberCount }), community.member ? t('communities.member') : null]
        .filter(Boolean)
        .join(' · ')}
      actions={<MembershipControls community={community} signedIn={signedIn} hasOrganization={hasOrganization} />}
    >
      <div className="community-home-intro">
        {logo ? <img src={logo} alt="" width={72} height={72} /> : null}
        <div>
          {community.description ? <p>{community.description}</p> : null}
          {owners ? <p className="community-meta">{t('communities.owners', { names: owners })}</p> : null}
        </div>
      </div>
      {children}
      <CommunityEvents communityId={communityId} days={days} country={country} canCreate={owner} />
      <CommunityLanes
        communityId={communityId}
        days={parseReviewDaysBack(days)}
        signedIn={signedIn}
        // A copy saved before the summary carried saved filters has none.
        savedFilters={answer.savedFilters ?? []}
      />
      {circles.length ? (
        <section className="community-section" aria-labelledby="community-circles">
          <h2 id="community-circles">{t('communities.home.circles')}</h2>
          <ul className="event-rows">
            {circles.map((c) => (
              <li key={c.id} className="event-row">
                <Link to={communityHomePath(c.id)}>{c.name}</Link>
                <span className="community-meta">{t('communities.members', { count: c.memberCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="community-section" aria-labelledby="community-lists">
        <h2 id="community-lists">{t('communities.home.lists')}</h2>
        <CommunityListLinks communityId={communityId} />
        <ReviewQueueLink communityId={communityId} />
      </section>
      {owner ? <CommunitySettings community={community} /> : null}
    </ScreenPage>
  );
}
