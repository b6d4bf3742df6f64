import type { Session } from '../../../shared/domain/session.ts';
import { appConfig } from '../../lib/config.ts';

/** The chosen landing (seed 1: Community or the companion product), kept in a cookie for one hour. */
export const LANDING_COOKIE = 'booktrade-landing';
export const LANDING_COOKIE_MAX_AGE_S = 60 * 60;
export type Landing = 'Community' | 'Companion';

export function writeLandingCookie(landing: Landing): void {
  document.cookie = `${LANDING_COOKIE}=${landing}; Max-Age=${LANDING_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function readLandingCookie(): Landing | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${LANDING_COOKIE}=`));
  const value = match?.slice(LANDING_COOKIE.length + 1);
  return value === 'Community' || value === 'Companion' ? value : null;
}

/**
 * Where a visitor of the main page is sent instead: a signed-in user whose chosen landing is the
 * companion product goes to the companion URL (when one is configured), everyone else stays.
 */
export function companionLandingTarget(session: Session): string | null {
  if (session.status !== 'authenticated' || !appConfig.companionUrl) return null;
  return readLandingCookie() === 'Companion' ? appConfig.companionUrl : null;
}
