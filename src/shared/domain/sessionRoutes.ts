/** Route rules of seed 1 section 2: who may see which path, and how path parameters read. */

/** Paths an anonymous visitor may open; every other path sends them to the main page. */
const ANONYMOUS_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  // Beyond seed 1's set (issue 16): a visitor can look up a book; the list answers with public titles.
  /^\/search$/,
  /^\/reset-password\/[^/]+$/,
  /^\/communicationSettings$/,
  /^\/register$/,
  // The Communities and Events screens (issue 18): the genre communities and their events for a visitor.
  /^\/(communities|events)$/,
  /^\/community\/[^/]+\/home\/[^/]+(\/event\/[^/]+)?$/,
  /^\/list\/[^/]+$/,
  /^\/title\/[^/]+$/,
  /^\/help$/,
  // The settings iframe answers anonymous visitors with its not-logged-in message.
  /^\/iframe\/communicationSettings$/,
];

/** Paths only an anonymous visitor uses; a signed-in user is sent to the main page. */
const ANONYMOUS_ONLY_PATHS: readonly RegExp[] = [/^\/register$/];

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function anonymousMayVisit(pathname: string): boolean {
  const path = normalizePath(pathname);
  return ANONYMOUS_PATHS.some((pattern) => pattern.test(path));
}

export function signedInMayVisit(pathname: string): boolean {
  const path = normalizePath(pathname);
  return !ANONYMOUS_ONLY_PATHS.some((pattern) => pattern.test(path));
}

/** Where a visitor on `pathname` must go instead, or null to stay. */
export function accessRedirect(pathname: string, signedIn: boolean): '/' | null {
  const allowed = signedIn ? signedInMayVisit(pathname) : anonymousMayVisit(pathname);
  return allowed ? null : '/';
}

/** The community id route parameter: a number, or null when it is not numeric. */
export function parseCommunityId(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (raw == null || !/^-?\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) ? value : null;
}

/** A path with the community segment is a community hub page. */
export function isCommunityHubPath(pathname: string): boolean {
  return /(^|\/)community(\/|$)/.test(pathname);
}

/** Closing the registration modal on a reset-password path sends the user home. */
export function isResetPasswordPath(pathname: string): boolean {
  return pathname.includes('reset-password');
}

/** Paths under /iframe use the bare iframe layout. */
export function isIframePath(pathname: string): boolean {
  return /^\/iframe(\/|$)/.test(pathname);
}
