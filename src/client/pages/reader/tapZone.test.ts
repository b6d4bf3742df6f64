import { describe, expect, it } from 'vitest';
import { tapZone } from './tapZone.ts';

describe('tapZone', () => {
  it('turns back on the left third, on at the right third, and shows the toolbar in the middle', () => {
    expect(tapZone(10, 0, 390)).toBe('prev');
    expect(tapZone(129, 0, 390)).toBe('prev');
    expect(tapZone(195, 0, 390)).toBe('menu');
    expect(tapZone(260, 0, 390)).toBe('next');
    expect(tapZone(389, 0, 390)).toBe('next');
  });
  it('measures from the left edge of the page', () => {
    expect(tapZone(110, 100, 300)).toBe('prev');
    expect(tapZone(250, 100, 300)).toBe('menu');
    expect(tapZone(390, 100, 300)).toBe('next');
  });
  it('a page with no width yet only shows the toolbar', () => {
    expect(tapZone(50, 0, 0)).toBe('menu');
  });
});
