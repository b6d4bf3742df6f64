import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byDeadline, PageNotShown } from './deadline.ts';

describe('byDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what settles in time', async () => {
    const work = new Promise((resolve) => setTimeout(() => resolve('page'), 500));
    const answer = byDeadline(work, Date.now() + 1000);
    await vi.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toBe('page');
  });

  it('refuses with PageNotShown when nothing settles by the deadline', async () => {
    const answer = byDeadline(new Promise(() => undefined), Date.now() + 10_000);
    const caught = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(PageNotShown);
  });

  it('passes a failure on as it is', async () => {
    await expect(byDeadline(Promise.reject(new Error('broken')), Date.now() + 1000)).rejects.toThrow('broken');
  });
});
