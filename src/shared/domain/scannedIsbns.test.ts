import { describe, expect, it } from 'vitest';
import { isbnFromBarcodes, readIsbn, ScanRun, SCANNED_LIST_MAX, withScanned } from './scannedIsbns.ts';

describe('readIsbn', () => {
  it('normalises a hyphenated ISBN-13 to digits', () => {
    expect(readIsbn(' 978-0-306-40615-7 ')).toEqual({ isbn: '9780306406157' });
  });
  it('turns an ISBN-10 (with an X check digit too) into its ISBN-13', () => {
    expect(readIsbn('0-306-40615-2')).toEqual({ isbn: '9780306406157' });
    expect(readIsbn('080442957x')).toEqual({ isbn: '9780804429573' });
  });
  it('refuses a wrong check digit, other barcodes and empty text', () => {
    expect(readIsbn('9780306406158')).toEqual({ error: 'invalid' });
    expect(readIsbn('0306406153')).toEqual({ error: 'invalid' });
    expect(readIsbn('4006381333931')).toEqual({ error: 'invalid' }); // an EAN-13 that is no ISBN
    expect(readIsbn('   ')).toEqual({ error: 'empty' });
    expect(readIsbn('9'.repeat(41))).toEqual({ error: 'invalid' });
  });
});

describe('isbnFromBarcodes', () => {
  it('takes the first EAN-13 that is an ISBN', () => {
    expect(isbnFromBarcodes(['4006381333931', '9780306406157'])).toBe('9780306406157');
  });
  it('answers null when no code is an ISBN-13', () => {
    expect(isbnFromBarcodes(['hello', '9780306406158'])).toBeNull();
    expect(isbnFromBarcodes([])).toBeNull();
  });
});

describe('withScanned', () => {
  it('keeps each ISBN once, the latest scan first', () => {
    const list = withScanned(withScanned(withScanned([], 'a', 1), 'b', 2), 'a', 3);
    expect(list).toEqual([
      { isbn: 'a', scannedAt: 3 },
      { isbn: 'b', scannedAt: 2 },
    ]);
  });
  it('drops the oldest beyond the maximum', () => {
    let list = withScanned([], 'first', 0);
    for (let i = 1; i <= SCANNED_LIST_MAX; i++) list = withScanned(list, `isbn${i}`, i);
    expect(list).toHaveLength(SCANNED_LIST_MAX);
    expect(list.some((entry) => entry.isbn === 'first')).toBe(false);
  });
});

describe('ScanRun', () => {
  it('takes an ISBN once per run, again after a release', () => {
    const run = new ScanRun();
    expect(run.take('a')).toBe(true);
    expect(run.take('a')).toBe(false);
    expect(run.take('b')).toBe(true);
    run.release('a');
    expect(run.take('a')).toBe(true);
    expect(run.size).toBe(2);
  });
});
