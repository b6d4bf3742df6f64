import { describe, expect, it } from 'vitest';
import { statusOnRequest } from './requestApproval.ts';

describe('statusOnRequest', () => {
  it('approves every requester under auto-approve all', () => {
    expect(statusOnRequest({ mode: 'autoApproveAll', userIds: [] }, 7)).toBe('approved');
  });
  it('approves only the listed users under auto-approve listed users', () => {
    const rule = { mode: 'autoApproveListedUsers' as const, userIds: [3, 7] };
    expect(statusOnRequest(rule, 7)).toBe('approved');
    expect(statusOnRequest(rule, 8)).toBe('pending');
  });
  it('leaves requests pending under a manual rule, even for users a stale list names, and with no rule', () => {
    expect(statusOnRequest({ mode: 'manual', userIds: [7] }, 7)).toBe('pending');
    expect(statusOnRequest(null, 7)).toBe('pending');
  });
});
