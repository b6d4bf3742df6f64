import { describe, expect, it } from 'vitest';
import { alertFires, offersTouched } from './listAlerts.ts';

describe('list alerts (seed 3 §3, §4)', () => {
  it('offers "only titles I touched" for votes and comments, not for additions and removals', () => {
    expect(offersTouched('voted')).toBe(true);
    expect(offersTouched('commented')).toBe(true);
    expect(offersTouched('addOrRemoved')).toBe(false);
  });
  it('fires for others’ actions: every title for "all", touched titles only otherwise', () => {
    expect(alertFires({ userId: 1, alertCandidate: 'all' }, 2, false)).toBe(true);
    expect(alertFires({ userId: 1, alertCandidate: 'touched' }, 2, false)).toBe(false);
    expect(alertFires({ userId: 1, alertCandidate: 'touched' }, 2, true)).toBe(true);
    expect(alertFires({ userId: 1, alertCandidate: 'all' }, 1, true)).toBe(false);
  });
});
