/**
 * A publisher's review copy approval rule (demo data: seed/catalogData.ts) applied when a request is made or
 * re-enabled: auto-approve all approves at once; auto-approve listed users approves the listed users and leaves
 * the others pending; manual (or no rule at all) leaves every request pending for a community owner.
 */
export type ApprovalMode = 'autoApproveAll' | 'autoApproveListedUsers' | 'manual';

export interface ApprovalRule {
  mode: ApprovalMode;
  userIds: readonly number[];
}

/** The status a new (or re-enabled) request gets under a rule. */
export function statusOnRequest(rule: ApprovalRule | null, userId: number): 'approved' | 'pending' {
  if (!rule) return 'pending';
  if (rule.mode === 'autoApproveAll') return 'approved';
  if (rule.mode === 'autoApproveListedUsers' && rule.userIds.includes(userId)) return 'approved';
  return 'pending';
}
