import { describe, expect, it } from 'vitest';
import { commonShelf, isShelf, moveOnShelves, SHELF_CHOICES, SHELVES } from './shelves.ts';

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

describe('moveOnShelves', () => {
  type Entry = { sku: string; shelf: (typeof SHELVES)[number]; note?: string };
  const entries: Entry[] = [
    { sku: 'a', shelf: 'AnticipatingMild' },
    { sku: 'b', shelf: 'CurrentlyReading' },
    { sku: 'c', shelf: 'CurrentlyReading' },
    { sku: 'd', shelf: 'Favorites' },
  ];
  const make = (sku: string, shelf: Entry['shelf']): Entry => ({ sku, shelf, note: 'new' });
  const order = (list: Entry[]) => list.map((e) => `${e.sku}:${e.shelf}`);

  it('moves a title to the end of the chosen shelf, keeping the shelves in their order', () => {
    expect(order(moveOnShelves(entries, 'CurrentlyReading', ['a'], make))).toEqual([
      'b:CurrentlyReading',
      'c:CurrentlyReading',
      'a:CurrentlyReading',
      'd:Favorites',
    ]);
    expect(order(moveOnShelves(entries, 'AnticipatingMild', ['d'], make))).toEqual([
      'a:AnticipatingMild',
      'd:AnticipatingMild',
      'b:CurrentlyReading',
      'c:CurrentlyReading',
    ]);
  });

  it('leaves a title already on the chosen shelf in its place, and adds new titles through make', () => {
    const moved = moveOnShelves(entries, 'CurrentlyReading', ['x', 'b'], make);
    expect(order(moved)).toEqual(['a:AnticipatingMild', 'b:CurrentlyReading', 'c:CurrentlyReading', 'x:CurrentlyReading', 'd:Favorites']);
    expect(moved.find((e) => e.sku === 'x')?.note).toBe('new');
  });

  it('takes titles off with Clear, and leaves out titles it cannot make', () => {
    expect(order(moveOnShelves(entries, 'Clear', ['b', 'd', 'zz'], make))).toEqual(['a:AnticipatingMild', 'c:CurrentlyReading']);
    expect(order(moveOnShelves(entries, 'Favorites', ['zz'], () => undefined))).toEqual(order(entries));
  });

  it('does not change the list it is given', () => {
    const copy = structuredClone(entries);
    moveOnShelves(entries, 'Favorites', ['a', 'b'], make);
    expect(entries).toEqual(copy);
  });
});
