import { describe, expect, it } from 'vitest';
import { missingShipping } from './printRequest.ts';

const address = { fullName: 'Ada Reader', streetAddress1: '1 Quay St', city: 'Boston', country: 'US' };

describe('missingShipping', () => {
  it('accepts a selected address with a phone number', () => {
    expect(missingShipping(address, '+1 617 555 0100')).toEqual([]);
  });
  it('names a missing or blank phone number', () => {
    expect(missingShipping(address, '')).toEqual(['phoneNumber']);
    expect(missingShipping(address, '   ')).toEqual(['phoneNumber']);
    expect(missingShipping(address, undefined)).toEqual(['phoneNumber']);
  });
  it('names a missing address, or its blank required fields', () => {
    expect(missingShipping(null, '555')).toEqual(['address']);
    expect(missingShipping({ ...address, streetAddress1: ' ', country: '' }, '555')).toEqual(['address.streetAddress1', 'address.country']);
  });
});
