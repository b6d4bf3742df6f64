import { describe, expect, it } from 'vitest';
import { keyTurn, swipeTurn, tapZone } from './tapZone.ts';

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
  it('in a right-to-left book the left third reads on and the right third goes back', () => {
    expect(tapZone(10, 0, 390, 'rtl')).toBe('next');
    expect(tapZone(195, 0, 390, 'rtl')).toBe('menu');
    expect(tapZone(389, 0, 390, 'rtl')).toBe('prev');
  });
});

describe('keyTurn', () => {
  it('ArrowRight reads on and ArrowLeft goes back, the other way round in a right-to-left book', () => {
    expect(keyTurn('ArrowRight')).toBe('next');
    expect(keyTurn('ArrowLeft')).toBe('prev');
    expect(keyTurn('ArrowRight', 'rtl')).toBe('prev');
    expect(keyTurn('ArrowLeft', 'rtl')).toBe('next');
  });
  it('PageDown and PageUp keep their meaning; other keys turn nothing', () => {
    expect(keyTurn('PageDown', 'rtl')).toBe('next');
    expect(keyTurn('PageUp', 'rtl')).toBe('prev');
    expect(keyTurn('Enter')).toBeNull();
  });
});

describe('swipeTurn', () => {
  it('a swipe to the left reads on, to the right goes back; mirrored in a right-to-left book', () => {
    expect(swipeTurn(-120)).toBe('next');
    expect(swipeTurn(120)).toBe('prev');
    expect(swipeTurn(120, 'rtl')).toBe('next');
    expect(swipeTurn(-120, 'rtl')).toBe('prev');
  });
  it('a short drag is no swipe', () => {
    expect(swipeTurn(-39)).toBeNull();
    expect(swipeTurn(39, 'rtl')).toBeNull();
  });
});
