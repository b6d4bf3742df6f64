import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Community } from '../../../shared/contracts/communities.ts';
import { isOpen } from '../../entities/community/membership.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useJoinWithCode, useMembership } from './mutations.ts';
import './membership.css';

/** Join, leave or join with a code: the membership controls of one community (anonymous visitors: sign up). */
export function MembershipControls({ community, signedIn, hasOrganization }: { community: Community; signedIn: boolean; hasOrganization: boolean }) {
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
