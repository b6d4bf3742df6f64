/**
 * The community home's {reviewsCreatedDateMaxDaysBack} (seed 1 routes): its review lanes show titles with reviews of
 * the community created in the last that many days. The app links with 30; a value that is not a whole number of
 * days from 1 to REVIEW_DAYS_BACK_MAX reads as the default.
 */
export const REVIEW_DAYS_BACK_DEFAULT = 30;
/** Ten years: the widest window a community home (and the buzz call's reviewsCreatedDateMaxDaysBack) takes. */
export const REVIEW_DAYS_BACK_MAX = 3650;

export function parseReviewDaysBack(value: string | number | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d{1,5}$/.test(text)) return REVIEW_DAYS_BACK_DEFAULT;
  const days = Number(text);
  return days >= 1 && days <= REVIEW_DAYS_BACK_MAX ? days : REVIEW_DAYS_BACK_DEFAULT;
}
