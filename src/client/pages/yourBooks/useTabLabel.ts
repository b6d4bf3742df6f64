import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ALL_TAB } from '../../../shared/domain/yourBooksTabs.ts';
import type { YourBooksSection } from './sections.ts';

/** The label of a section's tab: shelf names from the stacks texts, the others (All too) from yourBooks.tabs. */
export function useTabLabel(section: YourBooksSection): (tab: string) => string {
  const { t } = useTranslation(['stacks', 'yourBooks']);
  return (tab) => (section === 'shelves' && tab !== ALL_TAB ? t(`stacks.shelves.${tab}`) : t(`yourBooks:yourBooks.tabs.${section}.${tab}`));
}
