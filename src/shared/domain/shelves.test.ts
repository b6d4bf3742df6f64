import { describe, expect, it } from 'vitest';
import { commonShelf, isShelf, SHELF_CHOICES, SHELVES } from './shelves.ts';

describe('shelves', () => {
  it('has the six shelf keys of seed 1 plus Clear', () => {
    expect(SHELVES).toEqual(['AnticipatingMild', 'AnticipatingHigh', 'CurrentlyReading', 'FinishedReading', 'DidntFinish', 'Favorites']);
    expect(SHELF_CHOICES.at(-1)).toBe('Clear');
    expect(isShelf('Favorites')).toBe(true);
    expect(isShelf('Clear')).toBe(false);
    expect(isShelf('favorites')).toBe(false);
  });

  it('marks the common shelf of some titles, Clear when none is shelved, nothing when they differ', () => {
    const entries = [
      { sku: 'a', shelf: 'Favorites' as const },
      { sku: 'b', shelf: 'Favorites' as const },
      { sku: 'c', shelf: 'CurrentlyReading' as const },
    ];
    expect(commonShelf(entries, ['a'])).toBe('Favorites');
    expect(commonShelf(entries, ['a', 'b'])).toBe('Favorites');
    expect(commonShelf(entries, ['a', 'c'])).toBeNull();
    expect(commonShelf(entries, ['x', 'y'])).toBe('Clear');
    expect(commonShelf(entries, ['a', 'x'])).toBeNull();
    expect(commonShelf(entries, [])).toBeNull();
  });
});
