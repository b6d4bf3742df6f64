import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, showToast, TOAST_MS } from './toast.ts';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows success messages for a while and errors until dismissed', () => {
    vi.useFakeTimers();
    showToast('Successfully deleted this collection');
    showToast('Your change could not be saved', 'error');
    expect(currentToasts().map((t) => [t.text, t.tone])).toEqual([
      ['Successfully deleted this collection', 'success'],
      ['Your change could not be saved', 'error'],
    ]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(currentToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(currentToasts().map((t) => t.text)).toEqual(['Your change could not be saved']);
    dismissToast(currentToasts()[0]!.id);
    expect(currentToasts()).toEqual([]);
  });
});
