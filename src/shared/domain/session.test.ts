import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../contracts/session.ts';
import { anonymousSession, sessionFromAnswer, usageSessionId, withRegionCulture } from './session.ts';

function user(id: number): SessionUser {
  return {
    user: {
      id,
      userID: `u${id}`,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdDate: '2024-01-01',
      title: '',
      classification: 'Bookseller',
      orgID: 1,
      orgName: 'Books Ltd',
      privileges: [],
    },
    organization: { address: { country: 'GB', city: 'London', stateProvince: '' } },
    userAvatar: { initials: 'AL', uri: '', displayName: 'Ada Lovelace' },
    profiles: [],
    accountInfoForm: { accountTypes: [], selectedAccountType: 0 },
    region: { cultureName: 'en-GB' },
    isAccountSearchable: true,
  };
}

describe('session states', () => {
  it('is authenticated when the user fetch answers 200', () => {
    const session = sessionFromAnswer({ kind: 'ok', user: user(7) }, { status: 'loading' }, 'fr-FR');
    expect(session).toMatchObject({ status: 'authenticated', userId: 7, culture: 'en-GB' });
  });
  it('is anonymous with user id 0 and the browser culture on any other server answer', () => {
    for (const status of [401, 403, 404, 500, 503]) {
      const signedIn = sessionFromAnswer({ kind: 'ok', user: user(7) }, undefined, 'fr-FR');
      expect(sessionFromAnswer({ kind: 'server', status }, signedIn, 'fr-FR')).toEqual({
        status: 'anonymous',
        userId: 0,
        culture: 'fr-FR',
      });
    }
  });
  it('treats a 200 answer carrying the anonymous user (id 0) as anonymous', () => {
    expect(sessionFromAnswer({ kind: 'ok', user: user(0) }, undefined, 'de-DE')).toEqual(anonymousSession('de-DE'));
  });
  it('keeps a signed-in session when the server cannot be reached', () => {
    const signedIn = sessionFromAnswer({ kind: 'ok', user: user(7) }, undefined, 'en-US');
    expect(sessionFromAnswer({ kind: 'network' }, signedIn, 'en-US')).toBe(signedIn);
  });
  it('is anonymous when offline without a known session', () => {
    expect(sessionFromAnswer({ kind: 'network' }, undefined, undefined)).toEqual({
      status: 'anonymous',
      userId: 0,
      culture: 'en-US',
    });
  });
  it('takes the culture of the region once loaded', () => {
    const signedIn = sessionFromAnswer({ kind: 'ok', user: user(7) }, undefined, 'en-US');
    expect(withRegionCulture(signedIn, 'en-CA')).toMatchObject({ culture: 'en-CA' });
    expect(withRegionCulture(anonymousSession('fr'), 'en-CA')).toMatchObject({ culture: 'fr' });
  });
});

describe('usageSessionId', () => {
  it('is yyyyMMddHHmm followed by the user id', () => {
    expect(usageSessionId(new Date(2024, 2, 7, 9, 5), 42)).toBe('20240307090542');
    expect(usageSessionId(new Date(2024, 11, 31, 23, 59), 0)).toBe('2024123123590');
  });
});
