/** The four Your Books sections, their full pages and their i18n keys (yourBooks.<key>.title / .empty). */
export const YOUR_BOOKS_SECTIONS = [
  { key: 'shelves', path: '/shelves' },
  { key: 'requests', path: '/requests' },
  { key: 'downloads', path: '/downloads' },
  { key: 'reviews', path: '/reviews' },
] as const;

export type YourBooksSection = (typeof YOUR_BOOKS_SECTIONS)[number]['key'];
