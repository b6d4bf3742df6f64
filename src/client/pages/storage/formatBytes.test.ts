import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes.ts';

describe('formatBytes', () => {
  it('uses the largest unit the size reaches, one decimal at most', () => {
    expect(formatBytes(1536 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en-US')).toBe('3 GB');
    expect(formatBytes(2048, 'en-US')).toBe('2 kB');
    expect(formatBytes(12, 'en-US')).toBe('12 bytes');
  });
});
