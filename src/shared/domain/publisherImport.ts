import type { SessionUser } from '../contracts/session.ts';

/** The session user's privilege (GET /api/v1/me/user) of users of a publisher organization (issue 21 §3). */
export const PUBLISHER_IMPORT_PRIVILEGE = 'publisherImport';

/** Whether the signed-in user may import titles and galleys: the import screen is offered to them only. */
export function canImportTitles(user: SessionUser | undefined): boolean {
  return !!user?.user.privileges.some((p) => p.name === PUBLISHER_IMPORT_PRIVILEGE);
}

/** The share of an upload sent, as a whole percentage from 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
