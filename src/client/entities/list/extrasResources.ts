/**
 * The outbox resources of list comments, quantities and alerts (Change.resource; beside the list's own,
 * resources.list, so that they replay in order with its other changes). The mutations and pending marks name them alike.
 */
export const listExtraResources = {
  /** One comment (its id; a negative one until it is sent): its pending mark. */
  comment: (id: number) => `listComment:${id}`,
  /** The user's quantity of one title of a list. */
  quantity: (listId: number, sku: string) => `listQuantity:${listId}/${sku}`,
  /** The user's alerts of a list. */
  alerts: (listId: number) => `listAlerts:${listId}`,
  /** The filing (order) of a list's titles. */
  filing: (listId: number) => `listFiling:${listId}`,
};
