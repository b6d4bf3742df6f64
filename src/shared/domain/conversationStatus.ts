/**
 * Seed 3 §4 Conversation status, for one member and one conversation: 0 active (unread), 1 read, 2 archived.
 * Opening a thread marks it read; from read a member marks it unread or archives it; from archived they unarchive it
 * (back to read). Setting the status it has is no change.
 */
export const ACTIVE = 0;
export const READ = 1;
export const ARCHIVED = 2;
export const STATUS_NAMES = ['active', 'read', 'archived'] as const;

const ALLOWED: Record<number, readonly number[]> = {
  [ACTIVE]: [READ],
  [READ]: [ACTIVE, ARCHIVED],
  [ARCHIVED]: [READ],
};

/** Whether a member may set `to` on a conversation that is `from` for them. */
export function canMoveStatus(from: number, to: number): boolean {
  return from === to || (ALLOWED[from]?.includes(to) ?? false);
}

/**
 * A member's status once someone else comments: a read conversation is unread again; an archived one stays archived,
 * and an active one stays active.
 */
export function statusAfterOthersComment(status: number): number {
  return status === READ ? ACTIVE : status;
}
