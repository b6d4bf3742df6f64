import { describe, expect, it } from 'vitest';
import { CANCELLED_GALLEY_STATUS, REQUEST_TYPES, requestsAfterChange, type ListedRequest } from './requests.ts';

describe('requestsAfterChange', () => {
  const list: ListedRequest[] = [
    { sku: 'a', requestType: REQUEST_TYPES.digital, status: 'pending', galleyStatus: null, statusChangedDate: 'then' },
    { sku: 'a', requestType: REQUEST_TYPES.print, status: 'pending', galleyStatus: null, statusChangedDate: 'then' },
    { sku: 'b', requestType: REQUEST_TYPES.digital, status: 'pending', galleyStatus: null, statusChangedDate: 'then' },
  ];

  it('cancels the digital request of the title only', () => {
    const after = requestsAfterChange(list, 'a', 'cancel', 'now');
    expect(after[0]).toEqual({ ...list[0], status: 'cancelled', galleyStatus: CANCELLED_GALLEY_STATUS, statusChangedDate: 'now' });
    expect(after.slice(1)).toEqual(list.slice(1));
  });

  it('shows a re-enabled request as pending', () => {
    const cancelled = requestsAfterChange(list, 'b', 'cancel', 'now');
    expect(requestsAfterChange(cancelled, 'b', 'enable', 'later')[2]).toEqual({ ...list[2], statusChangedDate: 'later' });
  });
});
