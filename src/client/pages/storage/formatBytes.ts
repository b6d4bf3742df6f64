const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** A size in the largest unit it reaches (binary multiples, as browsers count storage): '1.5 MB', '512 byte'. */
export function formatBytes(bytes: number, locale: string): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
}
