/** Query keys of collaborative lists (a list's titles are title-list pages: titleListKeys with source collaborativeList). */
export const listKeys = {
  all: ['lists'] as const,
  /** GET /api/v1/collaborativeTitleLists/{communityId} (0: all the user's communities). */
  lists: (communityId: number) => [...listKeys.all, 'community', communityId] as const,
  /** GET /api/v1/collaborativeTitleLists/titles/{sku}. */
  withTitle: (sku: string) => [...listKeys.all, 'title', sku] as const,
  /**
   * GET /api/v1/collaborativeTitleLists/{listId}/extras: a list's comments and quantities. Not under `all` (whose
   * edits see arrays of lists).
   */
  extras: (listId: number) => ['listExtras', listId] as const,
  /** GET /api/v1/collaborativeTitleLists/alerts/{listId}: the user's alerts of a list. */
  alerts: (listId: number) => ['listAlerts', listId] as const,
};
