/**
 * When the emailed summary of notifications is due (seed 3 §7 Subscription): one period after the last one (or after
 * the subscription started): a day, a week, or a calendar month (UTC; the 31st goes to the month's last day).
 * 'never' is never due.
 */
export type SummaryFrequency = 'never' | 'daily' | 'weekly' | 'monthly';

const DAY_MS = 24 * 60 * 60 * 1000;

export function nextSummaryAt(last: Date, frequency: SummaryFrequency): Date | null {
  switch (frequency) {
    case 'never':
      return null;
    case 'daily':
      return new Date(last.getTime() + DAY_MS);
    case 'weekly':
      return new Date(last.getTime() + 7 * DAY_MS);
    case 'monthly': {
      const next = new Date(last.getTime());
      const day = next.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, lastDay));
      return next;
    }
  }
}

export function summaryDue(last: Date, frequency: SummaryFrequency, now: Date): boolean {
  const next = nextSummaryAt(last, frequency);
  return next !== null && next.getTime() <= now.getTime();
}
