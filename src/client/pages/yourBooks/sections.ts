import { DOWNLOAD_TABS, parseTab, REQUEST_TABS, REVIEW_TABS, SHELF_TABS } from '../../../shared/domain/yourBooksTabs.ts';

/**
 * The four Your Books sections: their grid page, tab keys, i18n keys (yourBooks.<key>.title / .empty) and the
 * community-app preference that holds the open state of their panel.
 */
export const YOUR_BOOKS_SECTIONS = [
  { key: 'shelves', path: '/shelves', tabs: SHELF_TABS, preference: 'expandedShelfPanels' },
  { key: 'requests', path: '/requests', tabs: REQUEST_TABS, preference: 'expandedRequestsPanels' },
  { key: 'downloads', path: '/downloads', tabs: DOWNLOAD_TABS, preference: 'expandedDownloadPanels' },
  { key: 'reviews', path: '/reviews', tabs: REVIEW_TABS, preference: 'expandedReviewsPanels' },
] as const;

export type YourBooksSection = (typeof YOUR_BOOKS_SECTIONS)[number]['key'];
export type YourBooksPath = (typeof YOUR_BOOKS_SECTIONS)[number]['path'];

export function sectionOf(key: YourBooksSection) {
  return YOUR_BOOKS_SECTIONS.find((section) => section.key === key)!;
}

/** The grid pages' URL search params: ?tab={key}, one of the section's tab keys. */
export interface YourBooksGridSearch {
  tab?: string;
}

/** route validateSearch for a section's grid page (by hand, no zod in the entry chunk). */
export function validateGridSearch(section: YourBooksSection) {
  const keys: readonly string[] = sectionOf(section).tabs;
  return (search: Record<string, unknown>): YourBooksGridSearch => {
    const tab = parseTab(keys, search.tab);
    return tab ? { tab } : {};
  };
}
