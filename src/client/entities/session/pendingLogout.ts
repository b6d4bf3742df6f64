import { ApiError } from '../../lib/api.ts';
import { logOut as logOutRoute } from '../../../shared/contracts/routes/session.ts';
import { callRaw } from '../../lib/api.ts';

/**
 * A sign out made while the server could not be reached: the session cookie (HttpOnly) is still valid on the server,
 * so the logout is remembered on the device and sent before the app next asks who is signed in.
 */
const KEY = 'booktrade.logoutPending';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** POST /api/v1/logout. Answers whether the server session is ended (also when there was none: a 4xx). */
export async function logOutOnServer(): Promise<boolean> {
  try {
    await callRaw(logOutRoute);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return true;
    return false;
  }
}

/** The server did not end the session at sign out: send the logout later (finishPendingLogout). */
export function rememberPendingLogout(): void {
  storage()?.setItem(KEY, '1');
}

/** A login replaced the session that the pending logout was to end. */
export function forgetPendingLogout(): void {
  storage()?.removeItem(KEY);
}

/**
 * Sends a logout left from an offline sign out. Answers true while it still waits (the server is still away): the
 * device counts as signed out meanwhile, whatever the old cookie says.
 */
export async function finishPendingLogout(): Promise<boolean> {
  if (storage()?.getItem(KEY) !== '1') return false;
  if (!(await logOutOnServer())) return true;
  forgetPendingLogout();
  return false;
}
