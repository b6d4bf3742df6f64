import { describe, expect, it } from 'vitest';
import { useTranslation, type Translation } from '../../src/client/lib/i18n/useTranslation.ts';

/** The hook's answer, or the promise it suspends on. */
function call(ns?: string | readonly string[]): Translation | Promise<unknown> {
  try {
    return useTranslation(ns);
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
}

describe('useTranslation', () => {
  it('translates a bundled namespace at once, with the same t for every caller', () => {
    const first = call();
    expect(first).not.toBeInstanceOf(Promise);
    expect((first as Translation).t('dialog.cancel')).toBe('Cancel');
    expect(call('common')).toBe(first);
    expect((call('titles') as Translation).t('common:dialog.cancel')).toBe('Cancel');
  });

  it('suspends until a lazy namespace is loaded, once for every caller, then translates it and the others by prefix', async () => {
    const suspended = call(['reviews', 'common']);
    expect(suspended).toBeInstanceOf(Promise);
    expect(call(['reviews', 'common'])).toBe(suspended);
    await suspended;
    const { t } = call(['reviews', 'common']) as Translation;
    expect(t('reviewEditor.editor.title', { title: 'Ash' })).toBe('Your review of Ash');
    expect(t('common:dialog.cancel')).toBe('Cancel');
  });

  it('does not suspend for ever when a namespace cannot load: its keys show', async () => {
    const suspended = call('noSuchArea');
    expect(suspended).toBeInstanceOf(Promise);
    await suspended;
    const { t } = call('noSuchArea') as Translation;
    expect(t('some.key')).toBe('some.key');
  });
});
