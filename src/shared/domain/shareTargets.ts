/**
 * Share targets of the review editor (seed 2): types all, friends, colleagues, publisher, generalCommunity,
 * genreCommunity, nomination. Friends, colleagues and publisher are "ePlus groups": an exception for one is stored as
 * ePlusGroupShareExceptions[communityType] with the codes below; a community left out is an
 * affiliationShareExceptions[targetGroupId]. A share is excluded by default where an exception exists.
 *
 * Issue 16 and seed 2 together (defaultSelection): a reviewer who has stored no share choice for the title starts
 * with every target unticked, Publisher included; once a choice is stored, its exceptions decide.
 */
export const SHARE_TARGET_TYPES = ['all', 'friends', 'colleagues', 'publisher', 'generalCommunity', 'genreCommunity', 'nomination'] as const;
export type ShareTargetType = (typeof SHARE_TARGET_TYPES)[number];

/** communityType codes of the three ePlus groups. */
export const EPLUS_GROUP_TYPES = { friends: 1, colleagues: 2, publisher: 3 } as const;
export type EplusGroup = keyof typeof EPLUS_GROUP_TYPES;
export const EPLUS_GROUPS = Object.keys(EPLUS_GROUP_TYPES) as EplusGroup[];

/** The share step's community search box shows only when the community count is missing or at least 5. */
export const COMMUNITY_SEARCH_FROM = 5;

export function showCommunitySearch(count: number | null | undefined): boolean {
  return count === null || count === undefined || count >= COMMUNITY_SEARCH_FROM;
}

/** What the share step offers: the title's genre communities and the user's other (non-genre) communities. */
export interface ShareOptions {
  genreCommunityIds: readonly number[];
  otherCommunityIds: readonly number[];
}

/** What is chosen. */
export interface ShareSelection {
  friends: boolean;
  colleagues: boolean;
  publisher: boolean;
  communityIds: number[];
}

export interface ShareExceptionLists {
  affiliationShareExceptions: ReadonlyArray<{ targetGroupId: number }>;
  ePlusGroupShareExceptions: ReadonlyArray<{ communityType: number }>;
}

function offered(options: ShareOptions): number[] {
  return [...new Set([...options.genreCommunityIds, ...options.otherCommunityIds])];
}

/** Select All: every non-genre community the user belongs to, every genre community, friends, colleagues, publisher. */
export function selectAll(options: ShareOptions): ShareSelection {
  return { friends: true, colleagues: true, publisher: true, communityIds: offered(options) };
}

/** Clearing Select All removes everything. */
export function clearAll(): ShareSelection {
  return { friends: false, colleagues: false, publisher: false, communityIds: [] };
}

/** True when everything offered is chosen (Select All shows checked). */
export function isAllSelected(selection: ShareSelection, options: ShareOptions): boolean {
  const chosen = new Set(selection.communityIds);
  return EPLUS_GROUPS.every((g) => selection[g]) && offered(options).every((id) => chosen.has(id));
}

/**
 * The stored share choice of a reviewer for a title, or null when there is none: a saved review of the title (saving
 * stores its choice: what was left out, possibly nothing) or exceptions stored through the sharing endpoint.
 */
export function storedShareChoice(reviewSaved: boolean, exceptions: ShareExceptionLists): ShareExceptionLists | null {
  const stored = exceptions.affiliationShareExceptions.length > 0 || exceptions.ePlusGroupShareExceptions.length > 0;
  return reviewSaved || stored ? exceptions : null;
}

/**
 * The choice the share step starts from. No stored choice (null): every target unticked. A stored choice: everything
 * offered except what has an exception (what was left out stays out). A community joined after the choice was stored
 * is offered ticked: the exceptions record only what was left out, not what was offered then.
 */
export function defaultSelection(options: ShareOptions, stored: ShareExceptionLists | null): ShareSelection {
  if (!stored) return clearAll();
  const excludedGroups = new Set(stored.ePlusGroupShareExceptions.map((e) => e.communityType));
  const excludedCommunities = new Set(stored.affiliationShareExceptions.map((e) => e.targetGroupId));
  return {
    friends: !excludedGroups.has(EPLUS_GROUP_TYPES.friends),
    colleagues: !excludedGroups.has(EPLUS_GROUP_TYPES.colleagues),
    publisher: !excludedGroups.has(EPLUS_GROUP_TYPES.publisher),
    communityIds: offered(options).filter((id) => !excludedCommunities.has(id)),
  };
}

/** The exceptions a choice stores: every offered target left out. */
export function exceptionsOf(
  selection: ShareSelection,
  options: ShareOptions,
): {
  affiliationShareExceptions: Array<{ targetGroupId: number }>;
  ePlusGroupShareExceptions: Array<{ communityType: number }>;
} {
  const chosen = new Set(selection.communityIds);
  return {
    affiliationShareExceptions: offered(options)
      .filter((id) => !chosen.has(id))
      .sort((a, b) => a - b)
      .map((targetGroupId) => ({ targetGroupId })),
    ePlusGroupShareExceptions: EPLUS_GROUPS.filter((g) => !selection[g]).map((g) => ({ communityType: EPLUS_GROUP_TYPES[g] })),
  };
}

/** Adds or removes one community. */
export function toggleCommunity(selection: ShareSelection, id: number, on: boolean): ShareSelection {
  const rest = selection.communityIds.filter((c) => c !== id);
  return { ...selection, communityIds: on ? [...rest, id] : rest };
}

/** Sets or clears every community of a group (Genre Communities, My Other Communities). */
export function toggleGroup(selection: ShareSelection, ids: readonly number[], on: boolean): ShareSelection {
  const group = new Set(ids);
  const rest = selection.communityIds.filter((c) => !group.has(c));
  return { ...selection, communityIds: on ? [...rest, ...ids] : rest };
}
