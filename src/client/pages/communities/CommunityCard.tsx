import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunitiesAnswer, Community } from '../../../shared/contracts/communities.ts';
import { isOpen, logoOf } from '../../entities/community/membership.ts';
import { useJoinWithCode, useMembership } from '../../features/community/mutations.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { communityHomePath } from '../shell/communityHome.ts';

/** Join, leave or join with a code: the membership controls of one community (anonymous visitors: sign up). */
function MembershipControls({ community, signedIn, hasOrganization }: { community: Community; signedIn: boolean; hasOrganization: boolean }) {
  const { t } = useTranslation('communities');
  const { promptSignIn } = usePrompts();
  const join = useMembership(true);
  const leave = useMembership(false);
  const withCode = useJoinWithCode();
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  // The code field takes the focus when it appears (Join with code was chosen).
  useEffect(() => {
    if (askingCode) codeInput.current?.focus();
  }, [askingCode]);
  if (!signedIn) {
    return (
      <button type="button" className="community-button is-primary" onClick={promptSignIn}>
        {t('communities.signUp')}
      </button>
    );
  }
  if (community.member) {
    return (
      <button
        type="button"
        className="community-button"
        aria-label={t('communities.leaveAria', { name: community.name })}
        onClick={() => leave.mutate({ community, hasOrganization })}
      >
        {t('communities.leave')}
      </button>
    );
  }
  if (isOpen(community)) {
    return (
      <button
        type="button"
        className="community-button is-primary"
        aria-label={t('communities.joinAria', { name: community.name })}
        onClick={() => join.mutate({ community, hasOrganization })}
      >
        {t('communities.join')}
      </button>
    );
  }
  if (!askingCode) {
    return (
      <button type="button" className="community-button is-primary" onClick={() => setAskingCode(true)}>
        {t('communities.joinWithCode')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withCode.mutate({ community, code }, { onSuccess: (joined) => joined && setAskingCode(false) });
  };
  const inputId = `community-code-${community.id}`;
  return (
    <form className="community-actions" onSubmit={submit}>
      <span className="community-code">
        <label htmlFor={inputId}>{t('communities.code')}</label>
        <input
          id={inputId}
          value={code}
          maxLength={64}
          autoComplete="off"
          ref={codeInput}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setCode(event.target.value)}
        />
        <span id={`${inputId}-hint`} className="community-meta">
          {t('communities.codeHint')}
        </span>
      </span>
      <button type="submit" className="community-button is-primary" disabled={withCode.isPending || !code.trim()}>
        {t('communities.joinWithCode')}
      </button>
      <button type="button" className="community-button" onClick={() => setAskingCode(false)}>
        {t('communities.cancel')}
      </button>
    </form>
  );
}

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
