/**
 * Lighthouse on two builds of the client side by side (issue 17): `npx tsx bench/lighthouseAB.ts <before client dir>
 * <after client dir> [runs] [screen...]` serves each client from its own server (ports LIGHTHOUSE_AB_PORT and +1, data
 * directories under .tmp/, demo data) and runs Lighthouse (bench/lighthouse.ts, the bench's settings) on each screen,
 * before and after alternately, so that both builds meet the same moments of a shared machine. Prints each run and the
 * medians of score, TBT and LCP. Screens as in bench/longTasksAB.ts ('/', 'signedIn /yourbooks').
 */
import { startDemoAbServers } from './abServers.ts';
import { demoSessionCookie, runOnce } from './lighthouse.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const [beforeDir, afterDir, runsArg, ...screenArgs] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: bench/lighthouseAB.ts <before client dir> <after client dir> [runs] [screen...]');
const runs = Number(runsArg ?? 5);
const screens = (screenArgs.length ? screenArgs : ['/']).map((arg) => ({
  path: arg.replace(/^signedIn /, ''),
  signedIn: arg.startsWith('signedIn '),
  name: arg,
}));
const port = Number(process.env.LIGHTHOUSE_AB_PORT ?? 3394);
const servers = await startDemoAbServers([beforeDir, afterDir], port, 'lighthouse-ab');
try {
  for (const screen of screens) {
    const results: Array<Array<{ score: number; tbtMs: number; lcpMs: number }>> = [[], []];
    for (let run = 0; run < runs; run++) {
      for (const i of [0, 1]) {
        const base = servers[i]!.url;
        const cookie = screen.signedIn ? await demoSessionCookie(base) : undefined;
        const { run: figures } = await runOnce(base + screen.path, cookie);
        results[i]!.push(figures);
        console.log(
          `${screen.name} ${i ? 'after ' : 'before'} run ${run + 1}: score ${figures.score}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms`,
        );
      }
    }
    const of = (key: 'score' | 'tbtMs' | 'lcpMs') => results.map((list) => median(list.map((figures) => figures[key])));
    const [score, tbt, lcp] = [of('score'), of('tbtMs'), of('lcpMs')];
    console.log(
      `${screen.name} (medians of ${runs}): score ${score[0]} -> ${score[1]}, TBT ${tbt[0]} -> ${tbt[1]} ms, LCP ${lcp[0]} -> ${lcp[1]} ms`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
