/** Export to Excel (seed 2): a CSV file made on the client, list.csv, one row per title. */
import { NO_DATE } from './dateStyle.ts';

export const EXPORT_CSV_FILE_NAME = 'list.csv';

/** The seed's columns, in order. */
export const EXPORT_CSV_COLUMNS = ['ISBN', 'Title', 'Author', 'Imprint', 'Format', 'Pub Date', 'Price', 'Pages', 'Dimensions', 'Category'] as const;

/** What a row needs of a title (the list form of a product has all of it). */
export interface ExportCsvTitle {
  ean: string;
  name: string;
  author: string;
  supplier: string;
  format: string;
  pubDate: string | null;
  prices: ReadonlyArray<{ name: string; price: number }>;
  pages: number | null;
  measurements: string;
  category: string;
}

/** The seed's text for a missing or unreadable pub date. */
export const INVALID_DATE = 'Invalid Date';

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A pub date as a long-form US date ('March 5, 2027'). A bare date (YYYY-MM-DD) is the calendar day as written;
 * a date-time is shown in UTC. Missing, 0001-01-01 (no date) and unparseable values give 'Invalid Date'.
 */
export function exportPubDate(value: string | null | undefined): string {
  if (!value || value.startsWith(NO_DATE)) return INVALID_DATE;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : longUsDate.format(date);
}

/** The USD price (two decimals), or '-' when the title has none. */
export function exportUsdPrice(prices: ExportCsvTitle['prices']): string {
  const usd = prices.find((p) => p.name.toUpperCase() === 'USD');
  return usd && Number.isFinite(usd.price) ? usd.price.toFixed(2) : '-';
}

/** One field per RFC 4180: quoted when it holds a comma, a double quote, CR or LF; inner quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A title's fields in the order of EXPORT_CSV_COLUMNS. */
export function exportCsvRow(title: ExportCsvTitle): string[] {
  return [
    title.ean,
    title.name,
    title.author,
    title.supplier,
    title.format,
    exportPubDate(title.pubDate),
    exportUsdPrice(title.prices),
    title.pages === null ? '' : String(title.pages),
    title.measurements,
    title.category,
  ];
}

/** The whole file: the header row, then one row per title, records separated by CRLF. */
export function buildExportCsv(titles: readonly ExportCsvTitle[]): string {
  return [[...EXPORT_CSV_COLUMNS], ...titles.map(exportCsvRow)].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
