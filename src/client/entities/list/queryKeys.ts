/** Query keys of collaborative lists (a list's titles are title-list pages: titleListKeys with source collaborativeList). */
export const listKeys = {
  all: ['lists'] as const,
  /** GET /api/v1/collaborativeTitleLists/{communityId} (0: all the user's communities). */
  lists: (communityId: number) => [...listKeys.all, 'community', communityId] as const,
  /** GET /api/v1/collaborativeTitleLists/titles/{sku}. */
  withTitle: (sku: string) => [...listKeys.all, 'title', sku] as const,
};
