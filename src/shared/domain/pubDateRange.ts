/**
 * The saved-filter pub-date refinement (seed 2): modes none, frontlist, backlist, relative timeframe and absolute
 * timeframe. Stored as a browse refinement of lane type 'pubDateRange' whose code is one of
 * 'frontlist' | 'backlist' | 'relative:{startMonths}:{lookOut}' | 'absolute:{MM/DD/YYYY}:{MM/DD/YYYY}'.
 * Saving mode none removes the refinement.
 */

export const PUB_DATE_LANE = 'pubDateRange';
export const PUB_DATE_MODES = ['none', 'frontlist', 'backlist', 'relative', 'absolute'] as const;
export type PubDateMode = (typeof PUB_DATE_MODES)[number];

/** Relative start options: 12, 6, 3, 1 months ago; today; in 1, 2, 3, 6 months. */
export const RELATIVE_START_OPTIONS = [
  { months: -12, label: '12 months ago' },
  { months: -6, label: '6 months ago' },
  { months: -3, label: '3 months ago' },
  { months: -1, label: '1 month ago' },
  { months: 0, label: 'Today' },
  { months: 1, label: 'In 1 month' },
  { months: 2, label: 'In 2 months' },
  { months: 3, label: 'In 3 months' },
  { months: 6, label: 'In 6 months' },
] as const;

/** Look-out options: 1, 2, 3 weeks; 1, 2, 3, 4, 6, 9, 12, 18 months. */
export const LOOK_OUT_OPTIONS = [
  { code: '1w', label: '1 week' },
  { code: '2w', label: '2 weeks' },
  { code: '3w', label: '3 weeks' },
  { code: '1m', label: '1 month' },
  { code: '2m', label: '2 months' },
  { code: '3m', label: '3 months' },
  { code: '4m', label: '4 months' },
  { code: '6m', label: '6 months' },
  { code: '9m', label: '9 months' },
  { code: '12m', label: '12 months' },
  { code: '18m', label: '18 months' },
] as const;

/** Defaults: relative starts today and looks out 14 days; absolute runs from now to one month out. */
export const RELATIVE_DEFAULT = { startMonths: 0, lookOut: '2w' } as const;

export type PubDateRange =
  | { mode: 'none' }
  | { mode: 'frontlist' }
  | { mode: 'backlist' }
  | { mode: 'relative'; startMonths: number; lookOut: string }
  | { mode: 'absolute'; from: string; to: string };

const MDY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

/** MM/DD/YYYY to YYYY-MM-DD, or null when not a real date in that format. */
export function parseMdy(text: string): string | null {
  const m = MDY.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

export function formatMdy(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(date.getUTCMonth() + 1)}/${p(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

export function absoluteDefault(now: Date = new Date()): { mode: 'absolute'; from: string; to: string } {
  const to = new Date(now.getTime());
  to.setUTCMonth(to.getUTCMonth() + 1);
  return { mode: 'absolute', from: formatMdy(now), to: formatMdy(to) };
}

/** The refinement code of a range, or null for mode none (no refinement). */
export function encodePubDateRange(range: PubDateRange): string | null {
  switch (range.mode) {
    case 'none':
      return null;
    case 'frontlist':
    case 'backlist':
      return range.mode;
    case 'relative':
      return `relative:${range.startMonths}:${range.lookOut}`;
    case 'absolute':
      return `absolute:${range.from}:${range.to}`;
  }
}

/** Parses a refinement code; null when it is not a valid code. */
export function decodePubDateRange(code: string): PubDateRange | null {
  if (code === 'frontlist' || code === 'backlist') return { mode: code };
  const parts = code.split(':');
  if (parts[0] === 'relative' && parts.length === 3) {
    const startMonths = Number(parts[1]);
    const ok = RELATIVE_START_OPTIONS.some((o) => o.months === startMonths) && LOOK_OUT_OPTIONS.some((o) => o.code === parts[2]);
    return ok ? { mode: 'relative', startMonths, lookOut: parts[2]! } : null;
  }
  if (parts[0] === 'absolute' && parts.length === 3) {
    const from = parseMdy(parts[1]!);
    const to = parseMdy(parts[2]!);
    return from && to && from <= to ? { mode: 'absolute', from: parts[1]!, to: parts[2]! } : null;
  }
  return null;
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The publication dates a range admits, as inclusive ISO bounds. Frontlist: after today; backlist: today or
 * earlier (seed 2: frontlist when the publication date is in the future).
 */
export function pubDateBounds(range: PubDateRange, now: Date = new Date()): { from?: string; to?: string } {
  const today = iso(now);
  switch (range.mode) {
    case 'none':
      return {};
    case 'frontlist': {
      const next = new Date(now.getTime() + 86_400_000);
      return { from: iso(next) };
    }
    case 'backlist':
      return { to: today };
    case 'relative': {
      const start = new Date(now.getTime());
      start.setUTCMonth(start.getUTCMonth() + range.startMonths);
      const end = new Date(start.getTime());
      const n = Number.parseInt(range.lookOut, 10);
      if (range.lookOut.endsWith('w')) end.setUTCDate(end.getUTCDate() + 7 * n);
      else end.setUTCMonth(end.getUTCMonth() + n);
      return { from: iso(start), to: iso(end) };
    }
    case 'absolute':
      return { from: parseMdy(range.from)!, to: parseMdy(range.to)! };
  }
}
