/** Texts with a count read as people say them (issue 16): i18next plural keys, no storage jargon. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from '../../src/client/lib/i18n/i18n.ts';

// Through the app's own backend: each namespace's locale chunk, as the screens load them.
beforeAll(() => i18next.loadNamespaces(['outbox', 'storage', 'reviews']));
const t = i18next.t.bind(i18next);

describe('pending changes', () => {
  it('say how often a change was tried, in the singular and the plural', () => {
    expect(t('outbox:outbox.state.retrying', { count: 1 })).toBe('Waiting to be sent (tried once)');
    expect(t('outbox:outbox.state.retrying', { count: 3 })).toBe('Waiting to be sent (tried 3 times)');
  });

  it('confirm that waiting changes were sent', () => {
    expect(t('outbox:outbox.sent', { count: 1 })).toBe('1 waiting change has been sent');
    expect(t('outbox:outbox.sent', { count: 2 })).toBe('2 waiting changes have been sent');
  });
});

describe('the storage screen', () => {
  const copies = (titles: number, screens: number) =>
    t('storage:storage.offlineCopies', {
      titles: t('storage:storage.offlineTitles', { count: titles }),
      screens: t('storage:storage.offlineScreens', { count: screens }),
    });

  it('names what is kept for offline use in plain words', () => {
    expect(copies(1, 2)).toBe('Ready to open without a connection: 1 title you have looked at and 2 lists and pages you have opened.');
    expect(copies(12, 1)).toBe('Ready to open without a connection: 12 titles you have looked at and 1 list or page you have opened.');
    expect(copies(12, 2)).not.toMatch(/\b(answers?|reads|cache)\b/i);
  });
});

describe('the review share buttons', () => {
  it('name the network X, not Twitter', () => {
    expect(t('reviews:reviewEditor.saved.twitter')).toBe('Share on X');
    expect(t('reviews:reviewEditor.saved.shareUnavailable', { network: t('reviews:reviewEditor.saved.networks.twitter') })).toBe(
      'Sharing on X is unavailable right now',
    );
  });
});
