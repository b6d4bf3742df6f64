import { describe, expect, it } from 'vitest';
import { accessRedirect, anonymousMayVisit, isCommunityHubPath, isIframePath, isResetPasswordPath, parseCommunityId } from './sessionRoutes.ts';

describe('anonymous routes', () => {
  it.each([
    '/',
    '/home',
    '/search',
    '/reset-password/abc123',
    '/communicationSettings',
    '/register',
    '/communities',
    '/events',
    '/community/12/home/30',
    '/community/12/home/30/event/5',
    '/list/9',
    '/title/9780000000001',
    '/help',
    '/help/',
    '/iframe/communicationSettings',
  ])('lets an anonymous visitor open %s', (path) => {
    expect(anonymousMayVisit(path)).toBe(true);
    expect(accessRedirect(path, false)).toBeNull();
  });
  it.each([
    '/yourbooks',
    '/events/1',
    '/conversations',
    '/reviewCopies/1',
    '/buzz/1',
    '/savedFilter/3',
    '/catalog/4',
    '/collaborativelists/0',
    '/profileEditor',
    '/iframe/collaborativelists',
    '/shelves',
    '/requests',
    '/downloads',
    '/notifications',
    '/reviews',
    '/outreach',
  ])('sends an anonymous visitor on %s to the main page', (path) => {
    expect(accessRedirect(path, false)).toBe('/');
  });
  it('lets a signed-in user open account pages but not the register page', () => {
    expect(accessRedirect('/yourbooks', true)).toBeNull();
    expect(accessRedirect('/community/1/home/30', true)).toBeNull();
    expect(accessRedirect('/register', true)).toBe('/');
  });
});

describe('route parameters', () => {
  it('reads the community id as a number or null', () => {
    expect(parseCommunityId('12')).toBe(12);
    expect(parseCommunityId('0')).toBe(0);
    expect(parseCommunityId('abc')).toBeNull();
    expect(parseCommunityId('12abc')).toBeNull();
    expect(parseCommunityId('')).toBeNull();
    expect(parseCommunityId(undefined)).toBeNull();
    expect(parseCommunityId(5)).toBe(5);
  });
  it('recognises community hub, reset-password and iframe paths', () => {
    expect(isCommunityHubPath('/community/3/home/30')).toBe(true);
    expect(isCommunityHubPath('/communicationSettings')).toBe(false);
    expect(isResetPasswordPath('/reset-password/tok')).toBe(true);
    expect(isIframePath('/iframe/collaborativelists')).toBe(true);
    expect(isIframePath('/iframed')).toBe(false);
  });
});
