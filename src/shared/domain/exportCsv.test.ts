import { describe, expect, it } from 'vitest';
import { buildExportCsv, csvField, EXPORT_CSV_COLUMNS, exportCsvRow, exportPubDate, exportUsdPrice, type ExportCsvTitle } from './exportCsv.ts';

const title: ExportCsvTitle = {
  ean: '9780000000017',
  name: 'The Quiet Harbour',
  author: 'Ada Lovelace',
  supplier: 'Lantern Press',
  format: 'Hardcover',
  pubDate: '2027-03-05',
  prices: [
    { name: 'CAD', price: 35.99 },
    { name: 'USD', price: 27.99 },
  ],
  pages: 320,
  measurements: '6.13 x 9.25 x 0.95 in',
  category: 'Fiction / Literary',
};

describe('CSV export', () => {
  it('has the seed columns in order and one CRLF-ended row per title', () => {
    const csv = buildExportCsv([title, { ...title, ean: '9780000000024' }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('ISBN,Title,Author,Imprint,Format,Pub Date,Price,Pages,Dimensions,Category');
    expect(lines[1]).toBe(
      '9780000000017,The Quiet Harbour,Ada Lovelace,Lantern Press,Hardcover,"March 5, 2027",27.99,320,6.13 x 9.25 x 0.95 in,Fiction / Literary',
    );
    expect(lines[2]?.startsWith('9780000000024,')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(csv).not.toMatch(/[^\r]\n/);
    expect(exportCsvRow(title)).toHaveLength(EXPORT_CSV_COLUMNS.length);
  });

  it('quotes fields holding a comma, a double quote, CR or LF and doubles inner quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('The "Real" Story')).toBe('"The ""Real"" Story"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    const row = buildExportCsv([{ ...title, name: 'Salt, "Sea"\r\nand Sky' }])
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    expect(row).toContain(',"Salt, ""Sea""\r\nand Sky",');
  });

  it('shows the USD price with two decimals, or a dash without one', () => {
    expect(exportUsdPrice(title.prices)).toBe('27.99');
    expect(exportUsdPrice([{ name: 'USD', price: 28 }])).toBe('28.00');
    expect(exportUsdPrice([{ name: 'GBP', price: 20.99 }])).toBe('-');
    expect(exportUsdPrice([])).toBe('-');
    expect(exportCsvRow({ ...title, prices: [] })[6]).toBe('-');
  });

  it('writes pub dates as long US dates, and Invalid Date when missing or unreadable', () => {
    expect(exportPubDate('2027-03-05')).toBe('March 5, 2027');
    expect(exportPubDate('2026-12-31')).toBe('December 31, 2026');
    expect(exportPubDate('2026-01-01T00:00:00Z')).toBe('January 1, 2026');
    expect(exportPubDate(null)).toBe('Invalid Date');
    expect(exportPubDate('')).toBe('Invalid Date');
    expect(exportPubDate('0001-01-01')).toBe('Invalid Date');
    expect(exportPubDate('someday')).toBe('Invalid Date');
    expect(exportCsvRow({ ...title, pubDate: null })[5]).toBe('Invalid Date');
  });

  it('leaves Pages empty for a title without a page count', () => {
    expect(exportCsvRow({ ...title, pages: null })[7]).toBe('');
  });
});
