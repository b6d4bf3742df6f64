import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const ICONS = {
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3Z',
  search: 'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  books: 'M4 3h5v18H4V3Zm6 0h5v18h-5V3Zm6.2 1.1 4.8 1.3-4.1 16-4.9-1.3 4.2-16Z',
  communities:
    'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 13c-3.3 0-6 1.7-6 4v3h12v-3c0-2.3-2.7-4-6-4Zm8 0c-.6 0-1.2.1-1.7.2 1.1.9 1.7 2.1 1.7 3.8v3h6v-3c0-2.2-2.7-4-6-4Z',
  more: 'M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
} as const;

export interface FooterTabProps {
  icon: keyof typeof ICONS;
  label: string;
  /** A link to this path, or else a button running onClick. */
  to?: string;
  onClick?: () => void;
  badge?: number;
  /** The accessible name when the badge says more than the label. */
  ariaLabel?: string;
  expanded?: boolean;
}

/** One footer tab: an icon (with its badge) over the label; at least 44x44 px, the label wraps rather than being cut. */
export function FooterTab({ icon, label, to, onClick, badge, ariaLabel, expanded }: FooterTabProps) {
  const body: ReactNode = (
    <>
      <span className="footer-tab-icon">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d={ICONS[icon]} />
        </svg>
        {badge ? (
          <span className="badge" data-testid={`${icon}-badge`} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <span className="footer-tab-label">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="footer-tab" activeProps={{ 'aria-current': 'page' }} aria-label={ariaLabel}>
      {body}
    </Link>
  ) : (
    <button type="button" className="footer-tab" onClick={onClick} aria-label={ariaLabel} aria-expanded={expanded}>
      {body}
    </button>
  );
}
