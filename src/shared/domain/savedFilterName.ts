/** Default name prefix of a new saved filter (seed 2): 'My Filter #n'. */
export const SAVED_FILTER_NAME_PREFIX = 'My Filter #';
/** A new placeholder filter has this id until it is created (POST). */
export const NEW_SAVED_FILTER_ID = -1;

const DEFAULT_NAME = /^My Filter #([1-9]\d{0,8})$/;

/**
 * The default name of a new filter: 'My Filter #n', n the first number from 1 that none of the user's filters
 * named 'My Filter #k' uses (so #1 for a user without filters, #3 after #1 and #2, #2 when only #1 and #3 exist).
 */
export function defaultFilterName(existingNames: readonly string[]): string {
  const used = new Set<number>();
  for (const name of existingNames) {
    const match = DEFAULT_NAME.exec(name.trim());
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n += 1;
  return `${SAVED_FILTER_NAME_PREFIX}${n}`;
}
