import { describe, expect, it } from 'vitest';
import { requestActionFor, type ActionRequest } from './requestAction.ts';

const requestable = { isRequestable: true, isDownloadable: false };
const downloadable = { isRequestable: false, isDownloadable: true };
const expired = { isRequestable: false, isDownloadable: false };
const request = (status: ActionRequest['status'], downloadDate: string | null = null): ActionRequest => ({
  status,
  submittedDate: '2026-03-01T10:00:00.000Z',
  statusChangedDate: '2026-03-02T10:00:00.000Z',
  downloadDate,
});

describe('requestActionFor', () => {
  it('offers a request for a requestable title with no request, and says unavailable without a live galley', () => {
    expect(requestActionFor(requestable, undefined)).toEqual({ kind: 'request' });
    expect(requestActionFor(expired, undefined)).toEqual({ kind: 'unavailable' });
    expect(requestActionFor(downloadable, undefined)).toEqual({ kind: 'none' });
  });
  it('offers a request for a title with print copies only', () => {
    expect(requestActionFor({ ...expired, isPrcRequestable: true }, undefined)).toEqual({ kind: 'request' });
  });
  it('offers to cancel a pending request, with its submitted date', () => {
    expect(requestActionFor(requestable, request('pending'))).toEqual({ kind: 'cancelPending', submittedDate: '2026-03-01T10:00:00.000Z' });
  });
  it('offers to re-enable a cancelled request while the galley lives', () => {
    expect(requestActionFor(requestable, request('cancelled'))).toEqual({ kind: 'reEnable' });
    expect(requestActionFor(expired, request('cancelled'))).toEqual({ kind: 'unavailable' });
  });
  it('shows the archive action for an approved request with no download, nothing once downloaded', () => {
    expect(requestActionFor(downloadable, request('approved'))).toEqual({ kind: 'archive' });
    expect(requestActionFor(downloadable, request('approved', '2026-03-03T10:00:00.000Z'))).toEqual({ kind: 'none' });
    expect(requestActionFor(expired, request('approved'))).toEqual({ kind: 'unavailable' });
    expect(requestActionFor(downloadable, request('approvedArchived'))).toEqual({ kind: 'none' });
  });
  it('shows a declined request with the date its status changed', () => {
    expect(requestActionFor(requestable, request('rejected'))).toEqual({ kind: 'declined', date: '2026-03-02T10:00:00.000Z' });
  });
});
