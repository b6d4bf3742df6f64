import type { SessionUser } from '../contracts/session.ts';

/**
 * Session states of seed 1 section 4 with the offline rule of DESIGN.md:
 * loading -> authenticated when the user fetch answers 200 with a real user;
 * anonymous (user id 0, browser culture) on any other answer from the server;
 * no answer at all keeps a previously known signed-in session.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'authenticated'; userId: number; user: SessionUser; culture: string }
  | { status: 'anonymous'; userId: 0; culture: string };

export type SignedIn = Extract<Session, { status: 'authenticated' }>;

/** What came back from GET /api/v1/me/user. */
export type UserAnswer = { kind: 'ok'; user: SessionUser } | { kind: 'server'; status: number } | { kind: 'network' };

export const DEFAULT_CULTURE = 'en-US';

export function anonymousSession(browserLanguage: string | undefined): Session {
  return { status: 'anonymous', userId: 0, culture: browserLanguage || DEFAULT_CULTURE };
}

export function sessionFromAnswer(answer: UserAnswer, previous: Session | undefined, browserLanguage: string | undefined): Session {
  if (answer.kind === 'ok' && answer.user.user.id > 0) {
    return {
      status: 'authenticated',
      userId: answer.user.user.id,
      user: answer.user,
      culture: answer.user.region.cultureName || browserLanguage || DEFAULT_CULTURE,
    };
  }
  if (answer.kind === 'network' && previous?.status === 'authenticated') return previous;
  return anonymousSession(browserLanguage);
}

/** The culture after the region preference loaded: the region's culture wins, else what we had. */
export function withRegionCulture(session: Session, regionCulture: string | undefined): Session {
  if (session.status !== 'authenticated' || !regionCulture) return session;
  return { ...session, culture: regionCulture };
}

/** The usage sessionId of PUT /api/v1/usage: yyyyMMddHHmm (local time) followed by the user id. */
export function usageSessionId(at: Date, userId: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${userId}`;
}

/** siteContext of every usage record (seed 1 section 7). */
export const USAGE_SITE_CONTEXT = 3;
