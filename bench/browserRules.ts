import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { generateTitles } from '../src/server/db/seed/titles.ts';
import { createRandom } from '../src/shared/domain/random.ts';
import type { FilterState } from '../src/shared/domain/titleFilters.ts';
import type { SortDirection, SortKey } from '../src/shared/domain/titleSort.ts';
import { BENCH_TITLE_COUNT } from './benchTitles.ts';

/** The page's script: the shared rules, bundled by esbuild as they are for the client. */
const ENTRY = `
import { filterTitles } from './src/shared/domain/titleFilters.ts';
import { sortTitles } from './src/shared/domain/titleSort.ts';
globalThis.benchRules = (titles, cases, runs) => cases.map(({ state, sort, order }) => {
  const times = [];
  let matching = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const list = sortTitles(filterTitles(titles, state), sort, order);
    times.push(performance.now() - started);
    matching = list.length;
  }
  times.sort((a, b) => a - b);
  return { medianMs: Math.round(times[Math.floor(runs / 2)] * 10) / 10, matching };
});
`;

interface RuleCase {
  name: string;
  state: FilterState;
  sort: SortKey;
  order: SortDirection;
}

const CASES: RuleCase[] = [
  { name: 'no filter, on sale date desc', state: {}, sort: 'onSaleDate', order: 'desc' },
  {
    name: 'format and markup notes, author asc',
    state: { format: { on: true, excluded: ['Hardcover'] }, markupNotes: { on: true, excluded: [''] } },
    sort: 'author',
    order: 'asc',
  },
  {
    name: 'category, publication date asc',
    state: { category: { on: true, excluded: ['Poetry', 'Travel', 'Cooking'] } },
    sort: 'pubDate',
    order: 'asc',
  },
  { name: 'no filter, category asc (many ties)', state: {}, sort: 'category', order: 'asc' },
  {
    name: 'availability, community rating desc',
    state: { reviewCopyAvailability: { on: true, excluded: ['Review Copy Not Available'] } },
    sort: 'rating',
    order: 'desc',
  },
];
const RUNS = 9;

/**
 * Filtering and sorting 10k titles in Chromium with the shared pure rules (titleFilters, titleSort): per case, the
 * median of 9 runs of filterTitles then sortTitles, in a page that loads an esbuild bundle of those modules.
 */
export async function measureBrowserRules(root: string) {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const rnd = createRandom('booktrade-bench-rules');
  const titles = generateTitles(rnd.fork('titles'), BENCH_TITLE_COUNT, new Date()).map(({ row }, i) => {
    const { descriptions, links, ...list } = row;
    void descriptions;
    void links;
    const reviews = i % 7 === 0 ? rnd.int(1, 12) : 0;
    return { ...list, reviews, rating: reviews ? rnd.int(10, 100) / 10 : null, isRequestable: i % 9 === 0, isDownloadable: i % 31 === 0 };
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>rules</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const measured = await page.evaluate(
      ([list, cases, runs]) =>
        (globalThis as unknown as { benchRules: (...args: unknown[]) => Array<{ medianMs: number; matching: number }> }).benchRules(
          list,
          cases,
          runs,
        ),
      [titles, CASES, RUNS] as const,
    );
    const cases = CASES.map((c, i) => ({ case: c.name, ...measured[i]! }));
    return { titles: titles.length, runs: RUNS, worstMedianMs: Math.max(...cases.map((c) => c.medianMs)), budgetMs: 50, cases };
  } finally {
    await browser.close();
  }
}
