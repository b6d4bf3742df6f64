import { existsSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Gzipped JS of the first route (scripts index.html loads, with their static imports) and of the precache. */
export async function measureBundles(root: string) {
  const dist = path.join(root, 'dist', 'client');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const firstRoute = new Set<string>();
  const visit = (file: string) => {
    if (firstRoute.has(file)) return;
    firstRoute.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // Static imports between chunks: `from"./x.js"` / `import"./x.js"` (dynamic imports are lazy).
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(path.join(path.dirname(file), m[1]!));
  };
  for (const file of [...entries, ...preloads]) visit(file);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const firstRouteGz = [...firstRoute].reduce((sum, f) => sum + gz(f), 0);

  const swPath = path.join(dist, 'sw.js');
  const precached = existsSync(swPath)
    ? [...readFileSync(swPath, 'utf8').matchAll(/url:\s*"([^"]+\.js)"/g)].map((m) => m[1]!.replace(/^\//, ''))
    : [];
  const precacheGz = precached.filter((f) => existsSync(path.join(dist, f))).reduce((sum, f) => sum + gz(f), 0);
  return {
    firstRouteJsGzKiB: kib(firstRouteGz),
    firstRouteFiles: [...firstRoute],
    precacheJsGzKiB: kib(precacheGz),
    precacheJsFiles: precached.length,
    swBytes: existsSync(swPath) ? statSync(swPath).size : 0,
    budgetFirstRouteKiB: 200,
  };
}
