/** Frontlist / backlist (seed 2): frontlist when the publication date is in the future, backlist otherwise. */
export type ListTag = 'FRONTLIST' | 'BACKLIST';

/** pubDate as an ISO date (YYYY-MM-DD) or Date; a missing date counts as backlist. */
export function listTag(pubDate: string | Date | null | undefined, now: Date = new Date()): ListTag {
  if (!pubDate) return 'BACKLIST';
  const date = typeof pubDate === 'string' ? new Date(pubDate) : pubDate;
  if (Number.isNaN(date.getTime())) return 'BACKLIST';
  return date.getTime() > now.getTime() ? 'FRONTLIST' : 'BACKLIST';
}

export function isFrontlist(pubDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  return listTag(pubDate, now) === 'FRONTLIST';
}

/**
 * Review lanes of seed 2: 1 more than 3 months out (3 to 100 months ahead); 2 coming out within 3 months
 * (0 to 3); 3 new in last 6 months (-6 to 0); 4 new over 6 months ago (-200 to -6). null outside all lanes.
 */
export type ReviewLane = 1 | 2 | 3 | 4;
export const REVIEW_LANE_MONTHS: Record<ReviewLane, readonly [number, number]> = {
  1: [3, 100],
  2: [0, 3],
  3: [-6, 0],
  4: [-200, -6],
};

function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function reviewLane(pubDate: string | Date, now: Date = new Date()): ReviewLane | null {
  const date = typeof pubDate === 'string' ? new Date(pubDate) : pubDate;
  const t = date.getTime();
  if (Number.isNaN(t)) return null;
  for (const lane of [1, 2, 3, 4] as const) {
    const [from, to] = REVIEW_LANE_MONTHS[lane];
    // Lower bound included, upper bound excluded, so each date falls in one lane.
    if (t >= addMonths(now, from).getTime() && t < addMonths(now, to).getTime()) return lane;
  }
  return null;
}
