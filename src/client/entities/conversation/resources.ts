/**
 * The outbox resources of conversations (Change.resource; the others are in lib/offline/resources.ts, which every
 * first route loads: these stay with the conversations' code). The mutations and the pending marks name them alike.
 */
export const conversationResources = {
  /** A conversation's comments, badges and the user's status of it replay in the order they were made. */
  conversation: (type: string, id: string, communityId: number) => `conversation:${communityId}/${type}/${id}`,
  /** One comment (its id, or its device id before it is sent): its pending mark. */
  comment: (ref: number | string) => `comment:${ref}`,
  /** A topic (its id, or the device id of its initial thought before it is sent): its pending mark. */
  topic: (ref: number | string) => `topic:${ref}`,
};
