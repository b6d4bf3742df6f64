import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { SignedIn } from '../../../shared/domain/session.ts';
import { SignOutButton } from '../../features/signOut/SignOutButton.tsx';
import { usePopover } from '../../ui/usePopover.ts';

// Every area of the app, under the account links: loaded with the popover's first opening.
const AreaMenu = lazy(() => import('./AreaMenu.tsx').then((m) => ({ default: m.AreaMenu })));

/** The AreaMenu entries AccountSummary already links to. */
const ACCOUNT_LINKS = ['profile', 'communicationSettings', 'storage'];

/** Name, organisation, city and state, classification, and the account links. */
export function AccountSummary({ session, onNavigate }: { session: SignedIn; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { user, organization, userAvatar } = session.user;
  const place = [organization.address.city, organization.address.stateProvince].filter(Boolean).join(', ');
  return (
    <div className="account-summary">
      <p className="account-name">{userAvatar.displayName || `${user.firstName} ${user.lastName}`}</p>
      {user.orgName ? <p className="account-detail">{user.orgName}</p> : null}
      {place ? <p className="account-detail">{place}</p> : null}
      {user.classification ? <p className="account-detail">{user.classification}</p> : null}
      <ul className="account-links">
        <li>
          <Link to="/profileEditor" onClick={onNavigate}>
            {t('header.profile')}
          </Link>
        </li>
        <li>
          <Link to="/communicationSettings" onClick={onNavigate}>
            {t('header.communicationSettings')}
          </Link>
        </li>
        <li>
          <Link to="/storage" onClick={onNavigate}>
            {t('header.storage')}
          </Link>
        </li>
        <li>
          <SignOutButton />
        </li>
      </ul>
    </div>
  );
}

export function Avatar({ session }: { session: SignedIn }) {
  const { userAvatar, user } = session.user;
  const initials = userAvatar.initials || `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`;
  return userAvatar.uri ? (
    <img className="avatar" src={userAvatar.uri} alt="" width="34" height="34" />
  ) : (
    <span className="avatar" aria-hidden="true">
      {initials}
    </span>
  );
}

/** The avatar button and its popover (the account, then every area of the app); Escape, a click elsewhere or following a link closes it. */
export function AccountMenu({ session }: { session: SignedIn }) {
  const { t } = useTranslation('common');
  const { open, setOpen, root: wrapper, button } = usePopover();
  // Opening moves focus to the first link of the menu.
  useEffect(() => {
    if (open) wrapper.current?.querySelector<HTMLElement>('.account-links a')?.focus();
  }, [open, wrapper]);
  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-label={t('header.account')}
        aria-expanded={open}
        aria-controls="account-popover"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar session={session} />
      </button>
      {open ? (
        <div id="account-popover" className="account-popover" role="dialog" aria-label={t('header.account')}>
          <AccountSummary session={session} onNavigate={() => setOpen(false)} />
          <Suspense fallback={null}>
            <AreaMenu onNavigate={() => setOpen(false)} omit={ACCOUNT_LINKS} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
