import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';

/** The budgets: performance score on every run, and LCP, TBT, CLS (medians). */
export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 1_500, tbtMs: 50, cls: 0.02 } as const;
const RUNS = 3;

/** One Lighthouse run of one screen: the score (0-100) and the metrics Lighthouse scores (ms, CLS unitless). */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}
/** Where the main thread went in the median run (Lighthouse's mainthread-work-breakdown and bootup-time, ms). */
interface MainThread {
  totalMs: number;
  byGroup: Record<string, number>;
  /** The scripts with the most main-thread time (evaluation + parse/compile), largest first. */
  topScripts: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  /** The longest tasks (start and duration, ms), as the long-tasks audit lists them. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
/** The median of the runs that measured it (a run may miss a metric: Lighthouse's NO_LCP on a page that never settled); NaN if none did. */
function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)]! : Number.NaN;
}

/** The demo account's session cookie (`name=value`), for Lighthouse's extraHeaders: Lighthouse clears the origin's cookies before each run. */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams({ email: DEMO_EMAIL, pword: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`bench: the demo account could not log in (${answer.status})`);
  const cookies = answer.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!cookies.length) throw new Error('bench: the login answer set no cookie');
  return cookies.join('; ');
}

function mainThreadOf(audits: Audits): MainThread {
  const breakdown = audits['mainthread-work-breakdown']!;
  const byGroup: Record<string, number> = {};
  for (const item of breakdown.details?.items ?? []) {
    const group = String(item.groupLabel ?? item.group);
    byGroup[group] = round((byGroup[group] ?? 0) + Number(item.duration ?? 0));
  }
  const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const topScripts = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map((item) => ({ url: shortUrl(item.url), totalMs: round(Number(item.total)), scriptingMs: round(Number(item.scripting)) }));
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .slice(0, 8)
    .map((item) => ({ url: shortUrl(item.url), startMs: round(Number(item.startTime)), durationMs: round(Number(item.duration)) }));
  return { totalMs: round(breakdown.numericValue ?? 0), byGroup, topScripts, longTasks };
}

/** Lighthouse's errors about recording the trace, not about the page: the run is made again (at most RETRIES times). */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const RETRIES = 2;

/** One Lighthouse run in a fresh headless Chromium (own profile, no cache): mobile, simulated throttling, performance only. */
export async function runOnce(url: string, cookie: string | undefined, retries = RETRIES): ReturnType<typeof runOnceInChromium> {
  try {
    return await runOnceInChromium(url, cookie);
  } catch (error) {
    if (!(error instanceof TraceError) || retries === 0) throw error;
    console.log(`  lighthouse ${url}: ${error.message}; run again`);
    return runOnce(url, cookie, retries - 1);
  }
}

class TraceError extends Error {}

async function runOnceInChromium(url: string, cookie: string | undefined) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`bench: Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code)) throw new TraceError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
    if (lhr.runtimeError) throw new Error(`bench: Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Audits;
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const run: LighthouseRun = {
      score: round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: round(metric('first-contentful-paint')),
      lcpMs: round(metric('largest-contentful-paint')),
      tbtMs: round(metric('total-blocking-time')),
      cls: round(metric('cumulative-layout-shift'), 4),
      siMs: round(metric('speed-index')),
    };
    return { run, mainThread: mainThreadOf(audits), finalUrl: lhr.finalDisplayedUrl };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (the default mobile config: Moto G Power emulation, simulated slow 4G and 4x CPU throttling),
 * performance category only, RUNS runs per screen, each in a fresh Chromium; the medians per metric, the runs, and
 * where the main thread went in the run with the median TBT. overBudget names each figure over LIGHTHOUSE_BUDGET
 * (the score on any run; LCP, TBT and CLS as medians).
 */
export async function measureLighthouse(baseUrl: string, screens: Array<{ path: string; signedIn: boolean }>) {
  const figures: Record<string, { median: LighthouseRun; runs: LighthouseRun[]; finalUrl: string; mainThread: MainThread }> = {};
  const overBudget: string[] = [];
  for (const screen of screens) {
    const cookie = screen.signedIn ? await demoSessionCookie(baseUrl) : undefined;
    const outcomes = [];
    for (let i = 0; i < RUNS; i++) {
      const outcome = await runOnce(baseUrl + screen.path, cookie);
      console.log(`  lighthouse ${screen.path} run ${i + 1}: ${JSON.stringify(outcome.run)}`);
      outcomes.push(outcome);
    }
    const runs = outcomes.map((outcome) => outcome.run);
    const medianOf = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
    const medianRun: LighthouseRun = {
      score: medianOf('score'),
      fcpMs: medianOf('fcpMs'),
      lcpMs: medianOf('lcpMs'),
      tbtMs: medianOf('tbtMs'),
      cls: medianOf('cls'),
      siMs: medianOf('siMs'),
    };
    const typical = outcomes.find((outcome) => outcome.run.tbtMs === medianRun.tbtMs) ?? outcomes[0]!;
    const name = `${screen.signedIn ? 'signedIn ' : ''}${screen.path}`;
    figures[name] = { median: medianRun, runs, finalUrl: typical.finalUrl.replace(baseUrl, ''), mainThread: typical.mainThread };
    const missing = runs.filter((run) => !Number.isFinite(run.lcpMs) || !Number.isFinite(run.tbtMs)).length;
    if (missing) overBudget.push(`${name}: ${missing} of ${RUNS} runs measured no LCP or TBT (the page did not settle)`);
    const lowest = Math.min(...runs.map((run) => run.score));
    if (lowest < LIGHTHOUSE_BUDGET.score)
      overBudget.push(`${name}: score ${lowest} < ${LIGHTHOUSE_BUDGET.score} (runs ${runs.map((run) => run.score).join(', ')})`);
    if (!(medianRun.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs)) overBudget.push(`${name}: LCP ${medianRun.lcpMs} ms > ${LIGHTHOUSE_BUDGET.lcpMs}`);
    if (!(medianRun.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs)) overBudget.push(`${name}: TBT ${medianRun.tbtMs} ms > ${LIGHTHOUSE_BUDGET.tbtMs}`);
    if (!(medianRun.cls <= LIGHTHOUSE_BUDGET.cls)) overBudget.push(`${name}: CLS ${medianRun.cls} > ${LIGHTHOUSE_BUDGET.cls}`);
  }
  return { profile: 'mobile, simulated throttling (Lighthouse 12 default)', runs: RUNS, screens: figures, budget: LIGHTHOUSE_BUDGET, overBudget };
}
