import type { Db, Tx } from '../db/client.ts';
import { DARC, EVALUATION_TYPE_PREFERENCE, type ReviewCopyRequestPreferences } from '../../shared/contracts/requestWrites.ts';
import { REQUESTOR_TYPES } from '../../shared/domain/requestProfile.ts';
import { listPreferences, setPreference, USER_ATTRIBUTES, userAttributes } from './preferences.ts';

/**
 * The review-copy preferences of seed 3: requestRole is the role description and requestorType the role summary
 * (the user attributes GET /api/v1/me/attributes answers), requestorTypes the summaries to choose from, and
 * evaluationType the last evaluation purpose (preference DARC/evaluationType), null when never chosen.
 */
export async function reviewCopyRequestPreferences(db: Db | Tx, userId: number, classification: string): Promise<ReviewCopyRequestPreferences> {
  const attributes = await userAttributes(db, userId, classification);
  const darc = await listPreferences(db, userId, [DARC]);
  const saved = Number(darc.find((p) => p.name === EVALUATION_TYPE_PREFERENCE)?.value);
  return {
    requestRole: attributes.roleDescription,
    requestorType: attributes.roleSummary,
    requestorTypes: [...REQUESTOR_TYPES],
    evaluationType: Number.isInteger(saved) && saved >= 1 && saved <= 4 ? saved : null,
  };
}

/** POST /api/v1/me/galleys/requests/role: saves the role description and/or role summary given. */
export async function saveRequestRole(tx: Tx, userId: number, role: { requestRole?: string; requestorType?: string }) {
  if (role.requestRole !== undefined) await setPreference(tx, userId, USER_ATTRIBUTES, 'roleDescription', role.requestRole);
  if (role.requestorType !== undefined) await setPreference(tx, userId, USER_ATTRIBUTES, 'roleSummary', role.requestorType);
}
