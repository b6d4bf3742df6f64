import { describe, expect, it } from 'vitest';
import { stepFontSize } from './readerSettings.ts';

describe('stepFontSize', () => {
  it('steps through the sizes and stops at both ends', () => {
    expect(stepFontSize(100, 1)).toBe(110);
    expect(stepFontSize(100, -1)).toBe(90);
    expect(stepFontSize(80, -1)).toBe(80);
    expect(stepFontSize(200, 1)).toBe(200);
  });
  it('starts from 100% when the current size is not one of the steps', () => {
    expect(stepFontSize(137, 1)).toBe(110);
  });
});
