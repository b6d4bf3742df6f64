/** What a tap on the page does, by where it lands across the page: the left third turns back, the right third on, the middle shows or hides the toolbar. */
export type TapZone = 'prev' | 'menu' | 'next';

/** The way pages turn: 'rtl' books (page-progression-direction rtl) read on to the left. */
export type PageDirection = 'ltr' | 'rtl';

/**
 * The zone of a tap at `x` (page coordinates) on a page spanning `left` to `left + width`: the third where the next
 * page lies turns on (the right one, or the left one in a right-to-left book), the other side back.
 */
export function tapZone(x: number, left: number, width: number, direction: PageDirection = 'ltr'): TapZone {
  if (width <= 0) return 'menu';
  const at = (x - left) / width;
  const start = direction === 'rtl' ? 'next' : 'prev';
  const end = direction === 'rtl' ? 'prev' : 'next';
  if (at < 1 / 3) return start;
  if (at >= 2 / 3) return end;
  return 'menu';
}

/** The move of an arrow key, by the way pages turn (ArrowLeft reads on in a right-to-left book); null: not a turn. */
export function keyTurn(key: string, direction: PageDirection = 'ltr'): 'prev' | 'next' | null {
  if (key === 'PageDown') return 'next';
  if (key === 'PageUp') return 'prev';
  if (key === 'ArrowRight') return direction === 'rtl' ? 'prev' : 'next';
  if (key === 'ArrowLeft') return direction === 'rtl' ? 'next' : 'prev';
  return null;
}

/** The move of a sideways swipe of `dx` pixels (under 40: none): the finger pulls the next page in from where it lies. */
export function swipeTurn(dx: number, direction: PageDirection = 'ltr'): 'prev' | 'next' | null {
  if (Math.abs(dx) < 40) return null;
  const towardsLeft = dx < 0;
  return towardsLeft === (direction === 'ltr') ? 'next' : 'prev';
}
