/** Texts with a count read as people say them (issue 16): i18next plural keys, no storage jargon. */
import { describe, expect, it } from 'vitest';
import i18next from '../../src/client/lib/i18n/i18n.ts';
import { addTexts } from '../../src/client/lib/i18n/addTexts.ts';
import outboxTexts from '../../src/client/lib/i18n/locales/en.outbox.json';
import reviewTexts from '../../src/client/lib/i18n/locales/en.reviews.json';
import storageTexts from '../../src/client/lib/i18n/locales/en.storage.json';

addTexts(outboxTexts);
addTexts(storageTexts);
addTexts(reviewTexts);
const t = i18next.t.bind(i18next);

describe('pending changes', () => {
  it('say how often a change was tried, in the singular and the plural', () => {
    expect(t('outbox.state.retrying', { count: 1 })).toBe('Waiting to be sent (tried once)');
    expect(t('outbox.state.retrying', { count: 3 })).toBe('Waiting to be sent (tried 3 times)');
  });

  it('confirm that waiting changes were sent', () => {
    expect(t('outbox.sent', { count: 1 })).toBe('1 waiting change has been sent');
    expect(t('outbox.sent', { count: 2 })).toBe('2 waiting changes have been sent');
  });
});

describe('the storage screen', () => {
  const copies = (titles: number, screens: number) =>
    t('storage.offlineCopies', { titles: t('storage.offlineTitles', { count: titles }), screens: t('storage.offlineScreens', { count: screens }) });

  it('names what is kept for offline use in plain words', () => {
    expect(copies(1, 2)).toBe('Ready to open without a connection: 1 title you have looked at and 2 lists and pages you have opened.');
    expect(copies(12, 1)).toBe('Ready to open without a connection: 12 titles you have looked at and 1 list or page you have opened.');
    expect(copies(12, 2)).not.toMatch(/\b(answers?|reads|cache)\b/i);
  });
});

describe('the review share buttons', () => {
  it('name the network X, not Twitter', () => {
    expect(t('reviewEditor.saved.twitter')).toBe('Share on X');
    expect(t('reviewEditor.saved.shareUnavailable', { network: t('reviewEditor.saved.networks.twitter') })).toBe(
      'Sharing on X is unavailable right now',
    );
  });
});
