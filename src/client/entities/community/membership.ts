import type { CommunitiesAnswer, Community } from '../../../shared/contracts/communities.ts';

/** Seed 1 §4: open communities are non-member ones whose validation items are all of type group; invited ones have another type. */
export const isOpen = (c: Community) => c.groupValidationItems.every((item) => item.type === 'group');

/** The logo a community shows: its own, or a circle's parent's (seed 1 §3). */
export function logoOf(community: Community, answer: CommunitiesAnswer): string {
  if (community.logoUri || community.parentGroupId === null) return community.logoUri;
  return answer.affiliations.find((a) => a.id === community.parentGroupId)?.logoUri ?? '';
}

/** The Communities screen's sections: yours by most recent view, those you can join (open, then invited), by name. */
export function communitySections(answer: CommunitiesAnswer) {
  const time = (c: Community) => (c.lastViewedDate ? Date.parse(c.lastViewedDate) : -Infinity);
  const mine = answer.affiliations.filter((c) => c.member).sort((a, b) => time(b) - time(a) || a.name.localeCompare(b.name));
  const joinable = answer.affiliations
    .filter((c) => !c.member && c.status === 'active')
    .sort((a, b) => Number(!isOpen(a)) - Number(!isOpen(b)) || a.name.localeCompare(b.name));
  return { mine, joinable };
}

/** The join path of a community: organization communities (type 1) are joined as an organization when the user has one. */
export const joinKind = (community: Community, hasOrganization: boolean) => (community.type === 1 && hasOrganization ? 'organization' : 'user');
