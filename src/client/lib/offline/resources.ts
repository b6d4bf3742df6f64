import { RESOURCE_SEPARATOR } from '../../../sync/outbox/pendingChange.ts';

/**
 * The resources of changes (Change.resource): changes of one resource replay in the order they were made, and an
 * item's pending mark looks for its own. One place, so that the marks and the mutations name them alike.
 */
export const resources = {
  shelf: (sku: string) => `shelf:${sku}`,
  /**
   * A shelf move of one title or several (the Action menu): each title's own resource, so that every move of a
   * title replays in the order made however it was moved, moves of other titles beside it, and each title is marked.
   */
  shelfMove: (skus: readonly string[]) => [...new Set(skus)].map((sku) => `shelf:${sku}`).join(RESOURCE_SEPARATOR),
  collection: (catalogId: number) => `collection:${catalogId}`,
  /** New collections (they have no id until the server makes them). */
  collections: 'collections',
  review: (sku: string) => `review:${sku}`,
  nominations: (sku: string) => `nominations:${sku}`,
  request: (sku: string) => `request:${sku}`,
  printRequest: (sku: string) => `printRequest:${sku}`,
  /** An owner's decision on a request in a review queue. */
  galleyRequest: (id: number) => `galleyRequest:${id}`,
  /** A filter by id; new filters share 'savedFilters'. */
  savedFilter: (id: number) => `savedFilter:${id}`,
  savedFilters: 'savedFilters',
  preference: (type: string, name: string) => `preference:${type}/${name}`,
  /** A collaborative list's items: adds, votes and removals replay in the order they were made. */
  list: (listId: number) => `list:${listId}`,
  /** New collaborative lists (they have no id until the server makes them). */
  lists: 'lists',
  /** Joins and leaves of a community replay in the order they were made. */
  community: (communityId: number) => `community:${communityId}`,
  profile: (part: 'roleDescription' | 'roleSummary' | 'links' | 'personalInfo' | 'addresses') => `profile:${part}`,
};

/** The resources whose pending changes mark a title (its tile, its title page). */
export const titleResources = (sku: string) => [resources.shelf(sku), resources.review(sku), resources.request(sku)];
