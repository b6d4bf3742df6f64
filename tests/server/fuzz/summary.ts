import type { Failure, FuzzReport } from './runner.ts';
import { describe } from './requests.ts';

/** The cause a failure is grouped by: its kind and the server's error message with numbers and quoted values blurred. */
export function causeOf(failure: Failure): string {
  const detail = (failure.detail ?? failure.body)
    .replace(/\$\d+/g, '$n')
    .replace(/value "[^"]*" is out of range/g, 'value "..." is out of range')
    .replace(/\bparams: .*$/s, '')
    .replace(/ at src\/.*$/s, '')
    .slice(0, 300);
  return `${failure.kind}: ${detail}`;
}

export function requestLine(failure: Pick<Failure, 'request' | 'status'>): string {
  const r = failure.request;
  const payload = r.payload === undefined ? '' : ` body ${describe(Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload)}`;
  const ct = r.headers['content-type'] ? ` (${r.headers['content-type']})` : '';
  const url = r.url.length > 160 ? `${r.url.slice(0, 160)}...(${r.url.length})` : r.url;
  return `${failure.status} ${r.method} ${url} as ${r.identity} [${r.mutation}]${payload}${ct}`;
}

/** Failures grouped by cause, each with its routes and up to `examples` requests. */
export function failureText(report: FuzzReport, examples = 3): string {
  const groups = new Map<string, Failure[]>();
  for (const f of report.failures) groups.set(causeOf(f), [...(groups.get(causeOf(f)) ?? []), f]);
  const out: string[] = [];
  for (const [cause, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const routes = [...new Set(list.map((f) => f.route))];
    out.push(`${list.length} x ${cause}`, `   routes: ${routes.join(', ')}`);
    for (const f of list.slice(0, examples)) out.push(`   ${requestLine(f)}`, `      -> ${f.body.slice(0, 200)}`);
  }
  return out.join('\n');
}

/** Statuses per route, one line each: 'METHOD /pattern  200:12 400:70 404:3'. */
export function statusTable(report: FuzzReport): string {
  const rows = [...report.statuses].sort((a, b) => a[0].localeCompare(b[0]));
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows
    .map(([route, counts]) => {
      const cells = [...counts].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
      const flag = [...counts.keys()].some((s) => s >= 500) ? '  <-- 5xx' : '';
      return `${route.padEnd(width)}  ${cells.join(' ')}${flag}`;
    })
    .join('\n');
}

export function headline(report: FuzzReport): string {
  const seconds = report.elapsedMs / 1000;
  const count = (kind: Failure['kind']) => report.failures.filter((f) => f.kind === kind).length;
  return (
    `fuzz seed ${report.seed}: ${report.requests} requests over ${report.statuses.size} routes in ${seconds.toFixed(1)} s ` +
    `(${(report.requests / seconds).toFixed(0)} req/s); 5xx ${count('server error')}, not problem+json ${count('not problem+json')}, ` +
    `data changed by refused ${count('data changed by a refused request')}, inject threw ${count('inject threw')}; ` +
    `400 without a field ${report.withoutField.length}; accepted writes ${report.acceptedWrites}, fingerprints ${report.fingerprints}`
  );
}

/** The 400s that named no field, grouped by their detail and the part mutated, with routes and an example each. */
export function withoutFieldText(report: FuzzReport): string {
  const groups = new Map<string, FuzzReport['withoutField']>();
  for (const w of report.withoutField) {
    let detail = '';
    try {
      detail = String((JSON.parse(w.body) as { detail?: string }).detail).replace(/\d+/g, 'n');
    } catch {
      detail = w.body.slice(0, 80);
    }
    const key = `${detail} [${w.request.field?.split('.')[0] ?? w.request.mutation}]`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const out: string[] = [];
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    out.push(
      `${list.length} x ${key} on ${new Set(list.map((w) => w.route)).size} routes`,
      `   e.g. ${requestLine({ request: list[0]!.request, status: 400 })}`,
    );
  }
  return out.join('\n');
}
