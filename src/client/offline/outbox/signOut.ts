import i18next from '../../i18n/i18n.ts';
import '../../features/outbox/texts.ts';
import { discardChangesOf, pendingCountOf } from './actions.ts';

/**
 * Before sign out: when the user has changes the server has not received, asks whether to discard them. Cancel
 * answers false (nothing is discarded, the user stays signed in); OK discards that user's outbox and answers true.
 */
export async function confirmDiscardPending(userId: number): Promise<boolean> {
  if (!userId) return true;
  const count = await pendingCountOf(userId).catch(() => 0);
  if (count === 0) return true;
  if (!window.confirm(i18next.t('outbox.signOutConfirm', { count }))) return false;
  await discardChangesOf(userId);
  return true;
}
