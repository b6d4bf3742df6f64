import { describe, expect, it } from 'vitest';
import {
  clearAll,
  defaultSelection,
  storedShareChoice,
  EPLUS_GROUP_TYPES,
  exceptionsOf,
  isAllSelected,
  selectAll,
  showCommunitySearch,
  toggleCommunity,
  toggleGroup,
} from './shareTargets.ts';

const options = { genreCommunityIds: [1, 6], otherCommunityIds: [7, 11, 12] };
const none = { affiliationShareExceptions: [], ePlusGroupShareExceptions: [] };

describe('share targets', () => {
  it('Select All chooses friends, colleagues, publisher, every genre and every other community; clearing removes all', () => {
    const all = selectAll(options);
    expect(all).toEqual({ friends: true, colleagues: true, publisher: true, communityIds: [1, 6, 7, 11, 12] });
    expect(isAllSelected(all, options)).toBe(true);
    expect(clearAll()).toEqual({ friends: false, colleagues: false, publisher: false, communityIds: [] });
    expect(isAllSelected(clearAll(), options)).toBe(false);
    expect(isAllSelected({ ...all, colleagues: false }, options)).toBe(false);
    expect(isAllSelected(toggleCommunity(all, 11, false), options)).toBe(false);
  });

  it('starts with every target unticked, Publisher included, when no choice is stored', () => {
    expect(storedShareChoice(false, none)).toBeNull();
    expect(defaultSelection(options, storedShareChoice(false, none))).toEqual(clearAll());
    expect(isAllSelected(defaultSelection(options, null), options)).toBe(false);
  });

  it('has a stored choice once a review is saved (even one leaving nothing out) or exceptions are stored', () => {
    expect(storedShareChoice(true, none)).toEqual(none);
    const publisherOut = { affiliationShareExceptions: [], ePlusGroupShareExceptions: [{ communityType: EPLUS_GROUP_TYPES.publisher }] };
    expect(storedShareChoice(false, publisherOut)).toEqual(publisherOut);
    expect(defaultSelection(options, storedShareChoice(false, publisherOut))).toEqual({ ...selectAll(options), publisher: false });
  });

  it('with a stored choice: everything offered except each target with an exception (a community joined since is ticked)', () => {
    expect(defaultSelection(options, none)).toEqual(selectAll(options));
    const chosen = defaultSelection(options, {
      affiliationShareExceptions: [{ targetGroupId: 6 }, { targetGroupId: 12 }, { targetGroupId: 99 }],
      ePlusGroupShareExceptions: [{ communityType: EPLUS_GROUP_TYPES.publisher }],
    });
    expect(chosen).toEqual({ friends: true, colleagues: true, publisher: false, communityIds: [1, 7, 11] });
  });

  it('stores every offered target left out as an exception, and reads back the same choice', () => {
    const choice = { friends: false, colleagues: true, publisher: true, communityIds: [6, 11] };
    const exceptions = exceptionsOf(choice, options);
    expect(exceptions).toEqual({
      affiliationShareExceptions: [{ targetGroupId: 1 }, { targetGroupId: 7 }, { targetGroupId: 12 }],
      ePlusGroupShareExceptions: [{ communityType: EPLUS_GROUP_TYPES.friends }],
    });
    expect(defaultSelection(options, exceptions)).toEqual({ ...choice, communityIds: [6, 11] });
    expect(exceptionsOf(selectAll(options), options)).toEqual(none);
  });

  it('toggles one community or a whole group', () => {
    const start = clearAll();
    expect(toggleCommunity(start, 7, true).communityIds).toEqual([7]);
    expect(toggleCommunity(toggleCommunity(start, 7, true), 7, false).communityIds).toEqual([]);
    const genres = toggleGroup(toggleCommunity(start, 7, true), options.genreCommunityIds, true);
    expect(genres.communityIds).toEqual([7, 1, 6]);
    expect(toggleGroup(genres, options.genreCommunityIds, false).communityIds).toEqual([7]);
  });

  it('shows the community search box only when the count is missing or at least 5', () => {
    expect([null, undefined, 5, 9].map(showCommunitySearch)).toEqual([true, true, true, true]);
    expect([0, 4].map(showCommunitySearch)).toEqual([false, false]);
  });
});
