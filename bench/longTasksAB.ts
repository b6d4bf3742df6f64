/**
 * Long tasks after the first paint, two builds of the client side by side (issue 17): `npx tsx bench/longTasksAB.ts
 * <before client dir> <after client dir> [runs] [screen...]` serves each client from its own server (ports
 * LONG_TASKS_PORT and +1, data directories under .tmp/) and loads each screen in a fresh phone context at 4x CPU
 * slowdown, before and after alternately (a shared machine: compare, do not trust absolute figures). Per load: the
 * blocking time after the first contentful paint (sum of each long task's time over 50 ms, until the page is quiet)
 * and the long animation frames' scripts (invoker, function, file), to name what each long task is.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/db/seed/people.ts';
import { startDemoAbServers } from './abServers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SETTLE_MS = 6_000;
const SLOWDOWN = 4;

interface Load {
  fcpMs: number;
  tbtMs: number;
  /** The blocking time from each main-thread task's CPU time (its thread time, slowdown included), after FCP: unlike wall time, hardly moved by other processes on a loaded machine. */
  cpuTbtMs: number;
  cpuLongTasks: number[];
  longTasks: number[];
  frames: Array<{ startMs: number; durationMs: number; scripts: string[] }>;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Main-thread tasks of the page's renderer after its first contentful paint, by their thread (CPU) time, which under emulated slowdown includes the slowdown. */
function cpuBlocking(events: TraceEvent[]): { cpuTbtMs: number; cpuLongTasks: number[] } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { cpuTbtMs: Number.NaN, cpuLongTasks: [] };
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid);
  const tasks = events.filter(
    (e) => e.pid === fcp.pid && e.tid === (main?.tid ?? fcp.tid) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= fcp.ts,
  );
  const long = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000).filter((ms) => ms > 50);
  return { cpuTbtMs: Math.round(long.reduce((sum, ms) => sum + ms - 50, 0)), cpuLongTasks: long.map(Math.round).sort((a, b) => b - a) };
}

const OBSERVE = `
  window.__loafs = [];
  window.__longs = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longs.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < 50) continue;
      window.__loafs.push({
        startMs: Math.round(e.startTime),
        durationMs: Math.round(e.duration),
        scripts: e.scripts.filter((s) => s.duration >= 10).map((s) => Math.round(s.duration) + 'ms ' + s.invoker + ' ' + (s.sourceFunctionName || '?') + ' ' + String(s.sourceURL).replace(/^.*\\//, '') + ':' + s.sourceCharPosition),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

async function loadOnce(browser: Browser, baseUrl: string, screen: string, signedIn: boolean): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    if (signedIn) {
      const answer = await context.request.post(`${baseUrl}/api/v1/login`, {
        form: { email: DEMO_EMAIL, pword: DEMO_PASSWORD },
        headers: { Origin: baseUrl },
      });
      if (!answer.ok()) throw new Error(`login ${answer.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, { categories: ['toplevel', 'loading', 'devtools.timeline'] });
    await page.goto(baseUrl + screen, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const cpu = cpuBlocking(trace.traceEvents);
    const load = await page.evaluate<Omit<Load, 'cpuTbtMs' | 'cpuLongTasks'>>(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const fcpMs = fcp ? fcp.startTime : 0;
      const after = window.__longs.filter(([start]) => start >= fcpMs);
      return {
        fcpMs: Math.round(fcpMs),
        tbtMs: Math.round(after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
        longTasks: after.map(([, d]) => Math.round(d)),
        frames: window.__loafs,
      };
    })()`);
    return { ...load, ...cpu };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const [beforeDir, afterDir, runsArg, ...screenArgs] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: bench/longTasksAB.ts <before client dir> <after client dir> [runs] [screen...]');
const runs = Number(runsArg ?? 5);
const screens = (screenArgs.length ? screenArgs : ['/', 'signedIn /yourbooks']).map((arg) => ({
  path: arg.replace(/^signedIn /, ''),
  signedIn: arg.startsWith('signedIn '),
  name: arg,
}));
const port = Number(process.env.LONG_TASKS_PORT ?? 3294);
const servers = await startDemoAbServers([beforeDir, afterDir], port, 'long-tasks');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const screen of screens) {
    const results: Load[][] = [[], []];
    for (let run = 0; run < runs; run++) {
      for (const i of [0, 1]) {
        const load = await loadOnce(browser, servers[i]!.url, screen.path, screen.signedIn);
        results[i]!.push(load);
        console.log(
          `${screen.name} ${i ? 'after ' : 'before'} run ${run + 1}: FCP ${load.fcpMs} ms, TBT ${load.tbtMs} ms, long tasks ${load.longTasks.join(' ')}`,
        );
        if (process.env.LONG_TASKS_FRAMES)
          for (const frame of load.frames) console.log(`    frame @${frame.startMs} ${frame.durationMs} ms: ${frame.scripts.join(' | ')}`);
      }
    }
    const tbt = results.map((loads) => median(loads.map((load) => load.tbtMs)));
    const cpuTbt = results.map((loads) => median(loads.map((load) => load.cpuTbtMs)));
    const longest = results.map((loads) => median(loads.map((load) => load.cpuLongTasks[0] ?? 0)));
    console.log(
      `${screen.name} (4x slowdown, medians of ${runs}): TBT after FCP before ${tbt[0]} ms, after ${tbt[1]} ms; from CPU time before ${cpuTbt[0]} ms, after ${cpuTbt[1]} ms; longest task by CPU before ${longest[0]} ms, after ${longest[1]} ms`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
