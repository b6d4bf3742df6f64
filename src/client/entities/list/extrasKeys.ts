/**
 * Query keys of a list's comments, quantities and alerts. Apart from listKeys (queryKeys.ts, which the first routes
 * load): these load with the list page. Not under listKeys.all either, whose edits see arrays of lists.
 */
export const listExtrasKeys = {
  /** GET /api/v1/collaborativeTitleLists/{listId}/extras: a list's comments and quantities. */
  extras: (listId: number) => ['listExtras', listId] as const,
  /** GET /api/v1/collaborativeTitleLists/alerts/{listId}: the user's alerts of a list. */
  alerts: (listId: number) => ['listAlerts', listId] as const,
};
