import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { toJSONSchema } from 'zod/v4/core';
import { problemSchema, PROBLEM_CONTENT_TYPE } from '../../../src/shared/contracts/problem.ts';
import { changedTables, DataGuard } from './fingerprint.ts';
import { Random } from './random.ts';
import { buildRequest, routeModel, type FuzzRequest, type Identity, type RouteModel } from './requests.ts';
import type { JsonSchema } from './schemaSample.ts';
import { robotCheck, type FuzzWorld } from './world.ts';

export type FailureKind = 'server error' | 'not problem+json' | 'data changed by a refused request' | 'inject threw';

export interface Failure {
  kind: FailureKind;
  route: string;
  request: FuzzRequest;
  status: number;
  body: string;
  detail?: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  elapsedMs: number;
  failures: Failure[];
  /** 400s answered to a request with one hostile field whose problem names no field (errors: []). */
  withoutField: Array<{ route: string; request: FuzzRequest; body: string }>;
  /** Per route ('METHOD /pattern'): how many requests answered each status. */
  statuses: Map<string, Map<number, number>>;
  acceptedWrites: number;
  fingerprints: number;
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface FuzzOptions {
  seed: number;
  requests: number;
  /** app.inject unless given (the detector's own test wraps it to write during a refused request). */
  inject?: Inject;
  /** Only routes whose 'METHOD /pattern' this matches. */
  only?: RegExp;
  /** Unchanged baselines only (FUZZ_BASELINE=1 in the CLI): which routes do the generated requests get through? */
  baselineOnly?: boolean;
  onProgress?: (done: number, report: FuzzReport) => void;
}

function toJson(schema: unknown): JsonSchema {
  try {
    return toJSONSchema(schema as Parameters<typeof toJSONSchema>[0], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Mostly the demo account; the owner for most review-copy-queue requests (the demo account owns no queue). */
function pickIdentity(random: Random, url: string): Identity {
  if (url.includes('galleyRequests') && random.chance(0.6)) return 'owner';
  const roll = random.next();
  return roll < 0.6 ? 'demo' : roll < 0.8 ? 'anonymous' : roll < 0.9 ? 'owner' : 'other';
}

/** Routes that may end the caller's session when they succeed (a login replaces the browser's session). */
const ENDS_SESSION = /^POST \/api\/v1\/(logout|login|password\/change|registration\/user)$/;

/** Why a 4xx/5xx answer is not a valid problem, or undefined when it is one. */
function problemDefect(res: LightMyRequestResponse): string | undefined {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith(PROBLEM_CONTENT_TYPE)) return `content-type ${type || '(none)'}`;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  const parsed = problemSchema.safeParse(json);
  if (!parsed.success) return `body is not a problem: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  if (parsed.data.status !== res.statusCode) return `problem status ${parsed.data.status} on a ${res.statusCode}`;
  return undefined;
}

function errorCount(res: LightMyRequestResponse): number {
  try {
    return (JSON.parse(res.body) as { errors?: unknown[] }).errors?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Sends `requests` generated requests (round robin over the shuffled route table) and checks every answer. */
export async function runFuzz(world: FuzzWorld, options: FuzzOptions): Promise<FuzzReport> {
  const random = new Random(options.seed);
  const inject: Inject = options.inject ?? ((o) => world.app.inject(o));
  const models: RouteModel[] = world.app.routeTable
    .filter((r) => !options.only || options.only.test(`${r.method} ${r.url}`))
    .map((r) => routeModel(r, toJson));
  if (models.length === 0) throw new Error('no routes to fuzz');
  const guard = await DataGuard.open(world.test.database.db);
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    elapsedMs: 0,
    failures: [],
    withoutField: [],
    statuses: new Map(),
    acceptedWrites: 0,
    fingerprints: 0,
  };
  const started = performance.now();
  let baseline = await guard.fingerprint();
  let xmax = await guard.xmax();
  /** After work outside the fuzzed requests (a new sign-in), the data the next request is compared with. */
  const rebase = async () => {
    baseline = await guard.fingerprint();
    xmax = await guard.xmax();
  };
  let order: RouteModel[] = [];
  for (let i = 0; i < options.requests; i++) {
    if (order.length === 0) order = random.shuffle(models);
    const model = order.pop()!;
    const key = `${model.route.method} ${model.route.url}`;
    if (i > 0 && i % 250 === 0) await world.refreshSeeded();
    const identity = pickIdentity(random, model.route.url);
    const known = world.knownFor(model.route.url, identity, random);
    const robot = model.route.url === '/api/v1/registration/user' ? await robotCheck(world.app) : undefined;
    const request = buildRequest(model, {
      random,
      identity,
      baselineOnly: options.baselineOnly,
      known: (name) => (name === 'recaptchaResponse' && robot ? [robot] : known(name)),
    });
    const cookie = world.cookies[identity];
    const headers = { ...(cookie ? { cookie } : {}), ...request.headers };
    report.requests += 1;
    world.serverErrors.length = 0;
    let res: LightMyRequestResponse;
    try {
      res = await inject({ method: request.method as InjectOptions['method'], url: request.url, headers, payload: request.payload });
    } catch (err) {
      report.failures.push({ kind: 'inject threw', route: key, request, status: 0, body: String(err) });
      continue;
    }
    const status = res.statusCode;
    const byStatus = report.statuses.get(key) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    report.statuses.set(key, byStatus);
    if (status >= 500) {
      const detail = world.serverErrors.join(' | ').slice(0, 1000);
      report.failures.push({ kind: 'server error', route: key, request, status, body: res.body.slice(0, 500), detail });
    } else if (status >= 400) {
      const defect = problemDefect(res);
      if (defect) report.failures.push({ kind: 'not problem+json', route: key, request, status, body: res.body.slice(0, 500), detail: defect });
      else if (status === 400 && request.field && errorCount(res) === 0)
        report.withoutField.push({ route: key, request, body: res.body.slice(0, 500) });
    }
    const next = await guard.xmax();
    if (next !== xmax) {
      const now = await guard.fingerprint();
      report.fingerprints += 1;
      if (status >= 400) {
        const tables = changedTables(baseline, now);
        if (tables.length > 0) {
          report.failures.push({
            kind: 'data changed by a refused request',
            route: key,
            request,
            status,
            body: res.body.slice(0, 500),
            detail: tables.join(', '),
          });
        }
      } else {
        report.acceptedWrites += 1;
        // A deleted list, collection or filter: pick ids that still exist.
        if (request.method === 'DELETE') await world.refreshSeeded();
      }
      baseline = now;
      xmax = next;
    }
    if (identity !== 'anonymous' && ((status < 400 && (ENDS_SESSION.test(key) || res.headers['set-cookie'])) || status === 401)) {
      const me = await world.app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: world.cookies[identity]! } });
      if (me.statusCode === 401) {
        await world.signIn(identity);
        await rebase();
      }
    }
    if (options.baselineOnly && status >= 400) report.withoutField.push({ route: key, request, body: res.body.slice(0, 500) });
    options.onProgress?.(i + 1, report);
  }
  report.elapsedMs = performance.now() - started;
  return report;
}
