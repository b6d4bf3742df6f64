/**
 * Collaborative list alerts (seed 3 §3, §4): kinds addOrRemoved, voted, commented; methods notification, email,
 * text; candidate all, or only the titles the member touched, offered for votes and comments only. Toggling on
 * creates an alert (notification, all); off deletes it; a change of method or candidate updates it.
 */
export type ListAlertType = 'addOrRemoved' | 'voted' | 'commented';
export type ListAlertCandidate = 'all' | 'touched';

/** Whether an alert of this kind may be limited to the titles the member touched. */
export function offersTouched(type: ListAlertType): boolean {
  return type !== 'addOrRemoved';
}

/** Whether a member's alert fires for an event on a title: never for their own action; 'touched' only on titles they touched. */
export function alertFires(alert: { userId: number; alertCandidate: ListAlertCandidate }, actorId: number, touchedByMember: boolean): boolean {
  if (alert.userId === actorId) return false;
  return alert.alertCandidate === 'all' || touchedByMember;
}

/** The default of a new alert (toggle on). */
export const NEW_ALERT = { alertMethod: 'notification', alertCandidate: 'all' } as const;
