import { useTranslation } from 'react-i18next';
import { ALL_TAB } from '../../../shared/domain/yourBooksTabs.ts';
import type { YourBooksSection } from './sections.ts';
import '../../entities/shelf/texts.ts';

/** The label of a section's tab: shelf names from the stacks texts, the others (All too) from yourBooks.tabs. */
export function useTabLabel(section: YourBooksSection): (tab: string) => string {
  const { t } = useTranslation();
  return (tab) => (section === 'shelves' && tab !== ALL_TAB ? t(`stacks.shelves.${tab}`) : t(`yourBooks.tabs.${section}.${tab}`));
}
