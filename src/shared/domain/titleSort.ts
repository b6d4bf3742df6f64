/**
 * Sorting of title lists (seed 2): the nine keys of the Sort popover, sequence first on catalogues, net votes first
 * on collaborative lists, each view's default, and date sorts falling back primary -> secondary -> 1 January 1910.
 */

export const SORT_KEYS = ['onSaleDate', 'pubDate', 'digitalUpdatedDate', 'supplier', 'category', 'author', 'pages', 'reviews', 'rating'] as const;
export const ALL_SORT_KEYS = ['sequence', 'netVotes', ...SORT_KEYS] as const;
export type SortKey = (typeof ALL_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const SORT_LABELS: Record<SortKey, string> = {
  sequence: 'Sequence',
  netVotes: 'Net Votes',
  onSaleDate: 'On Sale Date',
  pubDate: 'Publication Date',
  digitalUpdatedDate: 'Digital Updated Date',
  supplier: 'Supplier',
  category: 'Category',
  author: 'Author',
  pages: 'Pages',
  reviews: 'Community Reviews',
  rating: 'Community Rating',
};

export const TITLE_VIEWS = ['catalog', 'savedFilter', 'shelf', 'reviewCopies', 'collaborativeList', 'buzz'] as const;
export type TitleView = (typeof TITLE_VIEWS)[number];

export const DEFAULT_SORT: Record<TitleView, { key: SortKey; direction: SortDirection }> = {
  catalog: { key: 'sequence', direction: 'asc' },
  savedFilter: { key: 'onSaleDate', direction: 'desc' },
  shelf: { key: 'sequence', direction: 'asc' },
  reviewCopies: { key: 'digitalUpdatedDate', direction: 'desc' },
  collaborativeList: { key: 'netVotes', direction: 'desc' },
  buzz: { key: 'reviews', direction: 'desc' },
};

/** The Sorted By choices of a view. */
export function sortKeysFor(view: TitleView): SortKey[] {
  if (view === 'catalog' || view === 'shelf') return ['sequence', ...SORT_KEYS];
  if (view === 'collaborativeList') return ['netVotes', 'sequence', ...SORT_KEYS];
  return [...SORT_KEYS];
}

/** The date every date sort falls back to when a title has neither date: 1 January 1910. */
export const FALLBACK_SORT_DATE = '1910-01-01';

/** Primary and secondary date of each date sort. */
export const DATE_SORT_FALLBACK = {
  onSaleDate: ['onSaleDate', 'pubDate'],
  pubDate: ['pubDate', 'onSaleDate'],
  digitalUpdatedDate: ['digitalUpdatedDate', 'digitalCreatedDate'],
} as const;

export interface SortableTitle {
  sku: string;
  name: string;
  onSaleDate?: string | null;
  pubDate?: string | null;
  digitalUpdatedDate?: string | null;
  digitalCreatedDate?: string | null;
  supplier: string;
  category: string;
  author: string;
  pages?: number | null;
  reviews?: number;
  rating?: number | null;
  sequence?: number | null;
  netVotes?: number;
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/** The date a date sort uses: primary, else secondary, else 1 January 1910. */
export function sortDate(title: SortableTitle, key: keyof typeof DATE_SORT_FALLBACK): number {
  const [primary, secondary] = DATE_SORT_FALLBACK[key];
  return time(title[primary]) ?? time(title[secondary]) ?? Date.UTC(1910, 0, 1);
}

function sortValue(title: SortableTitle, key: SortKey): number | string {
  switch (key) {
    case 'onSaleDate':
    case 'pubDate':
    case 'digitalUpdatedDate':
      return sortDate(title, key);
    case 'supplier':
    case 'category':
    case 'author':
      return title[key].toLowerCase();
    case 'pages':
      return title.pages ?? 0;
    case 'reviews':
      return title.reviews ?? 0;
    case 'rating':
      return title.rating ?? 0;
    case 'sequence':
      return title.sequence ?? Number.MAX_SAFE_INTEGER;
    case 'netVotes':
      return title.netVotes ?? 0;
  }
}

/** Name order of ties: the default locale's collation (what localeCompare does), built once. */
const nameCollator = new Intl.Collator();

function compareTies(a: SortableTitle, b: SortableTitle): number {
  return nameCollator.compare(a.name, b.name) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);
}

/** Comparator for a key and direction; ties go by name then sku, ascending, so pages are stable. */
export function compareTitles(key: SortKey, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: SortableTitle, b: SortableTitle): number => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va < vb) return -sign;
    if (va > vb) return sign;
    return compareTies(a, b);
  };
}

/** Sorted copy (compareTitles' order); each title's sort value is worked out once, not at every comparison. */
export function sortTitles<T extends SortableTitle>(titles: readonly T[], key: SortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = titles.map((title) => ({ title, value: sortValue(title, key) }));
  keyed.sort((a, b) => (a.value < b.value ? -sign : a.value > b.value ? sign : compareTies(a.title, b.title)));
  return keyed.map((k) => k.title);
}
