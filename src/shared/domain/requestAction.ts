import type { RequestStatus } from './requests.ts';

/**
 * What the title page offers beside its download slot, from the title's per-user flags and the caller's digital
 * request of it (seed 2 "Request status", seed 3 galley request states):
 * - request: no digital request yet and the title is requestable (digital, or print only): open the request modal;
 * - cancelPending: a pending request (seed 1: "no status"): 'Cancel Pending Request (made on {date})';
 * - reEnable: a cancelled request (galley status 30) of a title that still has a live galley;
 * - archive: an approved request with no download: an action that only says it is not yet operational;
 * - declined: a rejected request (shown with the date it was declined, no action);
 * - unavailable: no live review copy ('Review Copy Not Available');
 * - none: nothing to add (downloaded, archived, or downloadable without a request of ours).
 */
export type RequestAction =
  | { kind: 'request' }
  | { kind: 'cancelPending'; submittedDate: string }
  | { kind: 'reEnable' }
  | { kind: 'archive' }
  | { kind: 'declined'; date: string }
  | { kind: 'unavailable' }
  | { kind: 'none' };

export interface ActionProduct {
  isRequestable: boolean;
  isDownloadable: boolean;
  /** Print review copies can be requested (seed 3 isPrcRequestable); the modal then offers a print request. */
  isPrcRequestable?: boolean;
}
export interface ActionRequest {
  status: RequestStatus;
  submittedDate: string;
  statusChangedDate: string;
  downloadDate: string | null;
}

export function requestActionFor(product: ActionProduct, request: ActionRequest | undefined): RequestAction {
  const live = product.isRequestable || product.isDownloadable;
  switch (request?.status) {
    case 'pending':
      return { kind: 'cancelPending', submittedDate: request.submittedDate };
    case 'cancelled':
      return live ? { kind: 'reEnable' } : { kind: 'unavailable' };
    case 'rejected':
      return { kind: 'declined', date: request.statusChangedDate };
    case 'approved':
      // Approved means downloadable while the galley lives; an approved request of an expired galley has nothing left.
      if (!product.isDownloadable) return { kind: 'unavailable' };
      return request.downloadDate ? { kind: 'none' } : { kind: 'archive' };
    case 'approvedArchived':
      return { kind: 'none' };
    default:
      if (product.isDownloadable) return { kind: 'none' };
      return product.isRequestable || product.isPrcRequestable ? { kind: 'request' } : { kind: 'unavailable' };
  }
}
