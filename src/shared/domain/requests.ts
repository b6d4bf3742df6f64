/**
 * Review copy requests (seeds 2 and 3): statuses, evaluation purposes, request types and the cancelled galley
 * status. Seed 1 calls a pending request one "with no status"; seed 2 names the full set, which the API uses.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'approvedArchived', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Evaluation purposes: 1 acquisition, 2 advocating, 3 course adoption, 4 reviewing. */
export const EVALUATION_TYPES = { acquisition: 1, advocating: 2, courseAdoption: 3, reviewing: 4 } as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[keyof typeof EVALUATION_TYPES];

/** Request types: 1 digital, 2 print. */
export const REQUEST_TYPES = { digital: 1, print: 2 } as const;
export type RequestType = (typeof REQUEST_TYPES)[keyof typeof REQUEST_TYPES];

/** The galley status of a cancelled request (seed 3). */
export const CANCELLED_GALLEY_STATUS = 30;

/** A request as the client lists it (GET /api/v1/me/requests), as far as the optimistic updates touch it. */
export interface ListedRequest {
  sku: string;
  requestType: number;
  status: RequestStatus;
  galleyStatus: typeof CANCELLED_GALLEY_STATUS | null;
  statusChangedDate: string;
}

/**
 * The caller's requests after a cancel or re-enable of their digital request of a title (the optimistic update):
 * a cancelled request is status cancelled with galley status 30; a re-enabled one shows pending until the server
 * has applied the publisher's approval rule again.
 */
export function requestsAfterChange<R extends ListedRequest>(list: readonly R[], sku: string, change: 'cancel' | 'enable', now: string): R[] {
  return list.map((r) =>
    r.sku === sku && r.requestType === REQUEST_TYPES.digital
      ? {
          ...r,
          status: change === 'cancel' ? 'cancelled' : 'pending',
          galleyStatus: change === 'cancel' ? CANCELLED_GALLEY_STATUS : null,
          statusChangedDate: now,
        }
      : r,
  );
}
