import { SUCCESS, serviceReplySchema } from '../../../shared/contracts/problem.ts';
import type { RegistrationBody } from '../../../shared/contracts/session.ts';
import { api, apiRaw } from '../../lib/api.ts';
import { appConfig } from '../../lib/config.ts';
import { forgetPendingLogout } from '../../entities/session/pendingLogout.ts';

/** POST /api/v1/registration/user. On success the server has signed the new user in. */
export async function registerUser(body: RegistrationBody): Promise<void> {
  await apiRaw('POST', '/api/v1/registration/user', { body: { json: body } });
}

/** POST /api/v1/login (form-encoded). True when the first item of the reply has code SUCCESS. */
export async function logIn(email: string, password: string): Promise<boolean> {
  const reply = await api('POST', '/api/v1/login', serviceReplySchema, {
    body: { form: { email: email.trim(), pword: password } },
  });
  const signedIn = reply[0]?.code === SUCCESS;
  // The login replaced this browser's previous session (the server deletes it): no logout is left to send.
  if (signedIn) forgetPendingLogout();
  return signedIn;
}

/** POST /api/v1/password/forgot (form-encoded). */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const reply = await api('POST', '/api/v1/password/forgot', serviceReplySchema, {
    body: { form: { email: email.trim(), applicationIdentifier: appConfig.applicationIdentifier } },
  });
  return reply[0]?.code === SUCCESS;
}

export class PasswordChangeRefused extends Error {}

/** POST /api/v1/password/change (form-encoded) with a reset token or the current password. */
export async function changePassword(fields: {
  password: string;
  verifyPassword: string;
  token?: string;
  currentPassword?: string;
}): Promise<void> {
  const reply = await api('POST', '/api/v1/password/change', serviceReplySchema, { body: { form: fields } });
  if (reply[0]?.code !== SUCCESS) throw new PasswordChangeRefused(reply[0]?.text ?? '');
}

export const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
