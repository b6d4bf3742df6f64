/**
 * Profile strength (seed 3 §4, §9): incomplete without a role summary; otherwise a score of overview (the role
 * description) +2, avatar +1, a joined community +1 and one per social link, in bands: under 2 weak, under 4 fair,
 * under 6 good, else excellent. `next` is what would raise the score, most points first.
 */
export const STRENGTH_BANDS = ['incomplete', 'weak', 'fair', 'good', 'excellent'] as const;
export type StrengthBand = (typeof STRENGTH_BANDS)[number];
export type StrengthStep = 'roleSummary' | 'overview' | 'avatar' | 'community' | 'link';

export interface ProfileFacts {
  roleSummary: string;
  /** The role description (the Overview tab's text). */
  overview: string;
  hasAvatar: boolean;
  joinedCommunity: boolean;
  /** Social links with a value. */
  links: number;
}

export interface ProfileStrength {
  band: StrengthBand;
  score: number;
  next: StrengthStep[];
}

/** The six social links of seed 3. */
const LINK_COUNT = 6;

export function profileStrength(facts: ProfileFacts): ProfileStrength {
  const links = Math.min(Math.max(0, facts.links), LINK_COUNT);
  const overview = facts.overview.trim() !== '';
  const score = (overview ? 2 : 0) + (facts.hasAvatar ? 1 : 0) + (facts.joinedCommunity ? 1 : 0) + links;
  const next: StrengthStep[] = [];
  if (!facts.roleSummary.trim()) next.push('roleSummary');
  if (!overview) next.push('overview');
  if (!facts.hasAvatar) next.push('avatar');
  if (!facts.joinedCommunity) next.push('community');
  if (links < LINK_COUNT) next.push('link');
  return { band: facts.roleSummary.trim() ? bandOf(score) : 'incomplete', score, next };
}

function bandOf(score: number): StrengthBand {
  if (score < 2) return 'weak';
  if (score < 4) return 'fair';
  if (score < 6) return 'good';
  return 'excellent';
}
