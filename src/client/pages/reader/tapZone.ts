/** What a tap on the page does, by where it lands across the page: the left third turns back, the right third on, the middle shows or hides the toolbar. */
export type TapZone = 'prev' | 'menu' | 'next';

/** The zone of a tap at `x` (page coordinates) on a page spanning `left` to `left + width`. */
export function tapZone(x: number, left: number, width: number): TapZone {
  if (width <= 0) return 'menu';
  const at = (x - left) / width;
  if (at < 1 / 3) return 'prev';
  if (at >= 2 / 3) return 'next';
  return 'menu';
}
