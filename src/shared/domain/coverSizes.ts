/** Jacket heights the server makes: 135 (tile), 200 (autocomplete), 360 (thumbnails), 450 (lists), 600 (detail). */
export const COVER_HEIGHTS = [135, 200, 360, 450, 600] as const;
export type CoverHeight = (typeof COVER_HEIGHTS)[number];

/** A jacket's width at a height (2:3). */
export function coverWidth(height: number): number {
  return Math.round((height * 2) / 3);
}
