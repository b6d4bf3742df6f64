import type { ApprovalMode } from '../schema/galleys.ts';

/** Invented publishers, each with two imprints and a review copy approval rule. */
export interface PublisherSpec {
  name: string;
  country: 'US' | 'GB';
  city: string;
  stateProvince: string;
  imprints: [string, string];
  approval: ApprovalMode;
  /** Review copies of this publisher are open (no DRM) when true. */
  openDrm: boolean;
  /** How this publisher's galley files are laid out (services/epub.ts EpubInput.layout); flat when not given. */
  galleyLayout?: 'nested';
}

export const PUBLISHERS: PublisherSpec[] = [
  {
    name: 'Lanternfish Publishing',
    country: 'US',
    city: 'Portland',
    stateProvince: 'OR',
    imprints: ['Lanternfish Press', 'Driftwood Books'],
    approval: 'autoApproveAll',
    openDrm: true,
  },
  {
    name: 'Harbor & Vine',
    country: 'US',
    city: 'Boston',
    stateProvince: 'MA',
    imprints: ['Harbor & Vine', 'Tidewater Editions'],
    approval: 'autoApproveAll',
    openDrm: true,
    galleyLayout: 'nested',
  },
  {
    name: 'Copperleaf Group',
    country: 'GB',
    city: 'London',
    stateProvince: '',
    imprints: ['Copperleaf Books', 'Foxglove Editions'],
    approval: 'manual',
    openDrm: false,
  },
  {
    name: 'Northgate House',
    country: 'US',
    city: 'New York',
    stateProvince: 'NY',
    imprints: ['Northgate House', 'Meridian Lane'],
    approval: 'autoApproveListedUsers',
    openDrm: false,
  },
  {
    name: 'Quill & Ember',
    country: 'GB',
    city: 'Edinburgh',
    stateProvince: '',
    imprints: ['Quill & Ember', 'Bramblewood Press'],
    approval: 'manual',
    openDrm: true,
  },
];

export const CATEGORIES = [
  'Fiction / Literary',
  'Fiction / Mystery & Detective',
  'Fiction / Science Fiction',
  'Fiction / Fantasy',
  'Fiction / Romance',
  'Fiction / Historical',
  'Biography & Autobiography',
  'History',
  'Science & Nature',
  'Cooking',
  'Young Adult Fiction',
  'Juvenile Fiction / Picture Books',
  'Poetry',
  'Travel',
] as const;

/** Named series: each gets 3 to 6 consecutive volumes by one author in one category. */
export const SERIES = [
  { name: 'The Ashgrove Chronicles', category: 'Fiction / Fantasy' },
  { name: 'Inspector Halloran Mysteries', category: 'Fiction / Mystery & Detective' },
  { name: 'The Saltmarsh Quartet', category: 'Fiction / Literary' },
  { name: 'Starfarer Logs', category: 'Fiction / Science Fiction' },
  { name: 'Kitchen Almanacs', category: 'Cooking' },
  { name: 'Wren Hollow Adventures', category: 'Juvenile Fiction / Picture Books' },
  { name: 'Northern Lights Romances', category: 'Fiction / Romance' },
  { name: 'Crossings of Empire', category: 'History' },
] as const;

export interface FormatSpec {
  format: string;
  description: string;
  /** USD price range (whole dollars; .99 is added). */
  usd: [number, number];
  pages: boolean;
  /** width x height in inches, or null for digital/audio. */
  trim: [number, number] | null;
}

export const FORMATS: FormatSpec[] = [
  { format: 'Hardcover', description: 'Hardcover, jacketed', usd: [24, 34], pages: true, trim: [6.125, 9.25] },
  { format: 'Paperback', description: 'Trade paperback', usd: [15, 21], pages: true, trim: [5.5, 8.5] },
  { format: 'Mass Market Paperback', description: 'Mass market paperback', usd: [8, 11], pages: true, trim: [4.19, 6.75] },
  { format: 'ebook', description: 'EPUB ebook', usd: [9, 16], pages: true, trim: null },
  { format: 'Audiobook', description: 'Downloadable audio, unabridged', usd: [19, 32], pages: false, trim: null },
  { format: 'Board Book', description: 'Board book', usd: [7, 10], pages: true, trim: [6, 6] },
];

/** Other currencies shown beside USD: rate and rounding to .99. */
export const OTHER_CURRENCIES = [
  { name: 'CAD', rate: 1.36 },
  { name: 'GBP', rate: 0.79 },
  { name: 'AUD', rate: 1.52 },
] as const;

export const MARKUP_NOTES = [
  'Perfect for our spring front table.',
  'Strong book club pick: order a discussion guide.',
  'Author event possible in the fall; ask the rep.',
  'Staff favourite. Handsell to fans of cosy mysteries.',
  'Watch the reviews: may need a second order.',
  'Good fit for the school library list.',
  'Pair with the previous volume in a display.',
] as const;

export const PUBLISHING_STATUS = { forthcoming: 'Forthcoming', active: 'Active', outOfPrint: 'Out of Print' } as const;
