import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CommunitiesAnswer, Community } from '../../../shared/contracts/communities.ts';
import { isOpen, logoOf } from '../../entities/community/membership.ts';
import { MembershipControls } from '../../features/community/MembershipControls.tsx';
import { communityHomePath } from '../shell/communityHome.ts';

/** One community: logo (a circle's parent's when it has none), name linking to its home, description, facts, membership controls. */
export function CommunityCard({
  community,
  answer,
  signedIn,
  hasOrganization,
}: {
  community: Community;
  answer: CommunitiesAnswer;
  signedIn: boolean;
  hasOrganization: boolean;
}) {
  const { t } = useTranslation('communities');
  const logo = logoOf(community, answer);
  const parent = community.parentGroupId === null ? undefined : answer.affiliations.find((a) => a.id === community.parentGroupId);
  const kind = community.isGenreCommunity ? t('communities.genre') : isOpen(community) ? t('communities.open') : t('communities.invited');
  const owners = community.owners.map((o) => o.userAvatar.displayName).join(', ');
  return (
    <li className="community-card">
      {logo ? (
        <img src={logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <span className="community-logo" aria-hidden="true" />
      )}
      <h3>
        <Link to={communityHomePath(community.id)}>{community.name}</Link>
      </h3>
      <p className="community-meta">
        {[kind, t('communities.members', { count: community.memberCount }), community.member ? t('communities.member') : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {parent ? <p className="community-meta">{t('communities.circleOf', { name: parent.name })}</p> : null}
      {community.description ? <p>{community.description}</p> : null}
      {owners ? <p className="community-meta">{t('communities.owners', { names: owners })}</p> : null}
      <div className="community-actions">
        <MembershipControls community={community} signedIn={signedIn} hasOrganization={hasOrganization} />
      </div>
    </li>
  );
}
