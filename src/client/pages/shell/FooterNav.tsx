import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';
import { useSession } from '../../entities/session/useSession.ts';

const ICONS: Record<'home' | 'search' | 'books' | 'feedback', string> = {
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3Z',
  search: 'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  books: 'M4 3h5v18H4V3Zm6 0h5v18h-5V3Zm6.2 1.1 4.8 1.3-4.1 16-4.9-1.3 4.2-16Z',
  feedback: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 5v2h10V9H7Zm0 4v2h7v-2H7Z',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}

function Tab({ icon, label, to, onClick }: { icon: keyof typeof ICONS; label: string; to?: string; onClick?: () => void }) {
  const body: ReactNode = (
    <>
      <Icon name={icon} />
      <span>{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="footer-tab" activeProps={{ 'aria-current': 'page' }}>
      {body}
    </Link>
  ) : (
    <button type="button" className="footer-tab" onClick={onClick}>
      {body}
    </button>
  );
}

/**
 * Mobile footer navigation: Home, Search, Your Books (the drawer, which on mobile also holds the
 * account links), Feedback. Your Books prompts anonymous visitors to sign up or log in; Search is open to them.
 */
export function FooterNav({ onOpenYourBooks }: { onOpenYourBooks: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { promptSignIn, openFeedback } = usePrompts();
  const signedIn = session.status === 'authenticated';
  return (
    <footer className="app-footer">
      <nav className="footer-nav" aria-label={t('header.mainNavigation')}>
        <Tab icon="home" label={t('header.home')} to="/home" />
        {/* Anonymous visitors search too (issue 16): /search lists the public titles. */}
        <Tab icon="search" label={t('header.search')} to="/search" />
        {signedIn ? (
          <Tab icon="books" label={t('header.yourBooks')} onClick={onOpenYourBooks} />
        ) : (
          <Tab icon="books" label={t('header.yourBooks')} onClick={promptSignIn} />
        )}
        <Tab icon="feedback" label={t('header.feedback')} onClick={openFeedback} />
      </nav>
    </footer>
  );
}
