import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';

/** Lighthouse's 'good' CLS is 0.1; the issues ask for 0.02 on the first screens. */
export const BUDGET_LAYOUT_SHIFT = 0.02;
/** A phone (iPhone 12-14 size), where the screens stack and a late part pushes the most below it. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const RUNS = 3;
/** After the network is idle, this long for the last renders (fonts, images, deferred parts) before reading the shifts. */
const SETTLE_MS = 2_000;

interface Shift {
  value: number;
  /** The moved elements of the largest shift (tag#id.class), to find what shifted. */
  sources: string[];
}

/**
 * Sum of the page's layout shifts without recent input so far (the buffered 'layout-shift' entries, as Lighthouse's
 * CLS counts them, summed over the whole load rather than its worst window: stricter), and what moved in the largest.
 */
async function readShifts(page: Page): Promise<Shift> {
  // A string, not a function: tsx's name helpers (__name) do not exist in the page.
  return page.evaluate<Shift>(`new Promise((resolve) => {
    const describe = (node) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const classes = [...node.classList].slice(0, 3).join('.');
      return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '');
    };
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      const shifts = list.getEntries().filter((entry) => !entry.hadRecentInput);
      const largest = shifts.reduce((top, entry) => (!top || entry.value > top.value ? entry : top), undefined);
      resolve({
        value: shifts.reduce((sum, entry) => sum + entry.value, 0),
        sources: ((largest && largest.sources) || []).map((source) => describe(source.node)),
      });
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // No shift at all: the observer is never called.
    setTimeout(() => {
      observer.disconnect();
      resolve({ value: 0, sources: [] });
    }, 500);
  })`);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Layout shift (CLS) of the first screens on a phone: `/` and a title page anonymous, `/yourbooks` signed in as the
 * demo account; each a cold load in a fresh browser context, then a reload (service worker and caches as a user has
 * them then), read once the network is idle and SETTLE_MS passed; the median of RUNS runs. overBudget names each
 * figure over BUDGET_LAYOUT_SHIFT.
 */
export async function measureLayoutShift(baseUrl: string, screens: Array<{ path: string; signedIn: boolean }>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: Record<string, { cold: number; reload: number; coldRuns: number[]; reloadRuns: number[]; largestShiftSources: string[] }> = {};
  try {
    for (const screen of screens) {
      const cold: Shift[] = [];
      const reload: Shift[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(PHONE);
        try {
          if (screen.signedIn) {
            const answer = await context.request.post(`${baseUrl}/api/v1/login`, {
              form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
              headers: { Origin: baseUrl },
            });
            if (!answer.ok()) throw new Error(`bench: the demo account could not log in (${answer.status()})`);
          }
          const page = await context.newPage();
          await page.goto(baseUrl + screen.path, { waitUntil: 'networkidle' });
          await page.waitForTimeout(SETTLE_MS);
          cold.push(await readShifts(page));
          await page.reload({ waitUntil: 'networkidle' });
          await page.waitForTimeout(SETTLE_MS);
          reload.push(await readShifts(page));
        } finally {
          await context.close();
        }
      }
      const worst = [...cold, ...reload].reduce((top, shift) => (shift.value > top.value ? shift : top));
      figures[`${screen.signedIn ? 'signedIn ' : ''}${screen.path}`] = {
        cold: round(median(cold.map((shift) => shift.value))),
        reload: round(median(reload.map((shift) => shift.value))),
        coldRuns: cold.map((shift) => round(shift.value)),
        reloadRuns: reload.map((shift) => round(shift.value)),
        largestShiftSources: worst.value > 0 ? worst.sources : [],
      };
    }
  } finally {
    await browser.close();
  }
  const overBudget = Object.entries(figures).flatMap(([screen, figure]) =>
    (['cold', 'reload'] as const)
      .filter((load) => figure[load] > BUDGET_LAYOUT_SHIFT)
      .map(
        (load) =>
          `${screen} (${load} load): CLS ${figure[load]} > ${BUDGET_LAYOUT_SHIFT}, largest shift moved ${figure.largestShiftSources.join(', ')}`,
      ),
  );
  return { viewport: PHONE.viewport, runs: RUNS, settleMs: SETTLE_MS, screens: figures, budget: BUDGET_LAYOUT_SHIFT, overBudget };
}
