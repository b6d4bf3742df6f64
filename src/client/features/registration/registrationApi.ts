import { SUCCESS } from '../../../shared/contracts/problem.ts';
import type { RegistrationBody } from '../../../shared/contracts/session.ts';

import { appConfig } from '../../lib/config.ts';
import { forgetPendingLogout } from '../../entities/session/pendingLogout.ts';
import { register as registerRoute } from '../../../shared/contracts/routes/session.ts';
import { call, callRaw } from '../../lib/api.ts';
import {
  changePassword as changePasswordEndpoint,
  forgotPassword as forgotPasswordEndpoint,
  logIn as logInEndpoint,
} from '../../../shared/contracts/endpoints/session.ts';

/** POST /api/v1/registration/user. On success the server has signed the new user in. */
export async function registerUser(body: RegistrationBody): Promise<void> {
  await callRaw(registerRoute, { body: { json: body } });
}

/** POST /api/v1/login (form-encoded). True when the first item of the reply has code SUCCESS. */
export async function logIn(email: string, password: string): Promise<boolean> {
  const reply = await call(logInEndpoint, { body: { form: { email: email.trim(), pword: password } } });
  const signedIn = reply[0]?.code === SUCCESS;
  // The login replaced this browser's previous session (the server deletes it): no logout is left to send.
  if (signedIn) forgetPendingLogout();
  return signedIn;
}

/** POST /api/v1/password/forgot (form-encoded). */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const reply = await call(forgotPasswordEndpoint, {
    body: { form: { email: email.trim(), applicationIdentifier: appConfig.applicationIdentifier } },
  });
  return reply[0]?.code === SUCCESS;
}

export class PasswordChangeRefused extends Error {}

/** POST /api/v1/password/change (form-encoded) with a reset token or the current password. */
export async function changePassword(fields: { password: string; verifyPassword: string; token?: string; currentPassword?: string }): Promise<void> {
  const reply = await call(changePasswordEndpoint, { body: { form: fields } });
  if (reply[0]?.code !== SUCCESS) throw new PasswordChangeRefused(reply[0]?.text ?? '');
}

export const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
