import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunitiesAnswer, Community } from '../../../shared/contracts/communities.ts';
import { communitySections } from '../../entities/community/membership.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { CreateCommunitySheet } from '../../features/communityAdmin/parts.ts';
import { NetworkError } from '../../lib/api.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { communityHomePath } from '../shell/communityHome.ts';
import { CommunityCard } from './CommunityCard.tsx';
import './communities.css';

function Section({
  title,
  communities,
  empty,
  answer,
  signedIn,
  hasOrganization,
}: {
  title: string;
  communities: Community[];
  empty: string;
  answer: CommunitiesAnswer;
  signedIn: boolean;
  hasOrganization: boolean;
}) {
  const id = `communities-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="communities-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {communities.length ? (
        <ul className="communities-cards">
          {communities.map((c) => (
            <CommunityCard key={c.id} community={c} answer={answer} signedIn={signedIn} hasOrganization={hasOrganization} />
          ))}
        </ul>
      ) : (
        <EmptyState text={empty} />
      )}
    </section>
  );
}

/** Six card-shaped placeholders while the communities load. */
function CardsSkeleton({ label }: { label: string }) {
  return (
    <ul className="communities-cards" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="community-card">
          <SkeletonBlock className="community-logo" />
          <SkeletonText width="70%" />
          <SkeletonText width="50%" />
          <SkeletonText width="90%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /communities: signed in, your communities (most recently viewed first) and those you can join (open ones, then
 * invited ones with their code); anonymous visitors, the genre communities with a sign-up prompt (seed 1 §4).
 */
export function CommunitiesPage() {
  const { t } = useTranslation('communities');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const hasOrganization = signedIn && session.user.user.orgID > 0;
  const communities = useQuery(communitiesQuery(signedIn));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  usePreloadParts([CreateCommunitySheet], signedIn);
  let body;
  if (communities.isPending) body = <CardsSkeleton label={t('communities.title')} />;
  else if (communities.isError)
    body = (
      <div className="empty-state" role="alert">
        <p>{communities.error instanceof NetworkError ? t('communities.offline') : t('communities.loadError')}</p>
        <button type="button" className="community-button" onClick={() => void communities.refetch()}>
          {t('communities.retry')}
        </button>
      </div>
    );
  else if (!signedIn)
    body = (
      <Section
        title={t('communities.genres')}
        communities={communities.data.affiliations}
        empty={t('communities.noneJoinable')}
        answer={communities.data}
        signedIn={false}
        hasOrganization={false}
      />
    );
  else {
    const { mine, joinable } = communitySections(communities.data);
    const shared = { answer: communities.data, signedIn, hasOrganization };
    body = (
      <>
        <Section title={t('communities.mine')} communities={mine} empty={t('communities.noneJoined')} {...shared} />
        <Section title={t('communities.joinable')} communities={joinable} empty={t('communities.noneJoinable')} {...shared} />
      </>
    );
  }
  return (
    <ScreenPage
      refreshable
      title={t('communities.title')}
      subtitle={signedIn ? t('communities.subtitleSignedIn') : t('communities.subtitleAnonymous')}
      actions={
        <>
          <Link to="/events" className="btn btn-secondary communities-events-link">
            {t('communities.eventsLink')}
          </Link>
          {signedIn ? (
            <button type="button" className="community-button is-primary" onClick={() => setCreating(true)}>
              {t('communities.admin.newCommunity')}
            </button>
          ) : null}
        </>
      }
    >
      {body}
      {creating ? (
        <PartBoundary>
          <CreateCommunitySheet onClosed={() => setCreating(false)} onCreated={(id) => void navigate({ to: communityHomePath(id) })} />
        </PartBoundary>
      ) : null}
    </ScreenPage>
  );
}
