import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEndpoint, type Endpoint, type Route } from '../../src/shared/contracts/endpoint.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 16, one endpoint map: every API operation is declared once in src/shared/contracts (its route in
 * contracts/routes/, its schemas in the area's contract file), the server registers exactly those, and no other
 * server or shared file writes an API path.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTRACTS = path.join(ROOT, 'src/shared/contracts');
const ENDPOINTS = path.join(CONTRACTS, 'endpoints');
const ROUTES = path.join(CONTRACTS, 'routes');

const tsFiles = (dir: string) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('routeTree.gen.ts'));
const key = (r: { method: string; path?: string; url?: string }) => `${r.method} ${r.path ?? r.url}`;

interface Named<T> {
  name: string;
  file: string;
  value: T;
}

async function exportsOf(dir: string, keep: (value: unknown) => boolean): Promise<Named<unknown>[]> {
  const found: Named<unknown>[] = [];
  for (const file of tsFiles(dir)) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (keep(value)) found.push({ name, file, value });
  }
  return found;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && typeof (value as Route).method === 'string' && typeof (value as Route).path === 'string';

let test: TestApp;
let endpoints: Named<Endpoint>[];
let routes: Named<Route>[];
beforeAll(async () => {
  test = await createTestApp();
  endpoints = (await exportsOf(ENDPOINTS, isEndpoint)) as Named<Endpoint>[];
  routes = (await exportsOf(ROUTES, isRoute)) as Named<Route>[];
});
afterAll(() => test.close());

/** Source files under dir (recursively), with their text. */
function sources(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('routeTree.gen.ts'))
    .map((f) => ({ file: path.relative(ROOT, path.join(dir, f)), text: readFileSync(path.join(dir, f), 'utf8') }));
}

/** A quoted API path: '/api/...', "/api/..." or `/api/...` with something after the prefix. */
const API_PATH_LITERAL = /['"`]\/api\/[^'"`\s]/;

describe('the endpoint map', () => {
  it('declares each route once, and each route has its endpoint of the same name', () => {
    expect(routes.length).toBeGreaterThan(80);
    const byKey = new Map<string, string>();
    for (const r of routes) {
      expect(byKey.get(key(r.value)), `${key(r.value)} declared as ${r.name} and ${byKey.get(key(r.value))}`).toBeUndefined();
      byKey.set(key(r.value), r.name);
    }
    const endpointNames = new Map(endpoints.map((e) => [e.name, e.value]));
    for (const r of routes) expect(endpointNames.get(r.name) && key(endpointNames.get(r.name)!), `endpoint ${r.name}`).toBe(key(r.value));
  });

  it('serves every API route from an endpoint, with its schemas', () => {
    const api = test.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(80);
    const declared = new Map(endpoints.filter((e) => routes.some((r) => r.name === e.name)).map((e) => [key(e.value), e.value]));
    const strays: string[] = [];
    for (const served of api) {
      const endpoint = declared.get(key(served));
      if (!endpoint) {
        strays.push(key(served));
        continue;
      }
      expect(served.schema?.params, `${key(served)} params`).toBe(endpoint.params);
      expect(served.schema?.querystring, `${key(served)} querystring`).toBe(endpoint.querystring);
      expect(served.schema?.body, `${key(served)} body`).toBe(endpoint.body);
      expect(Object.keys(served.schema?.response ?? {}), `${key(served)} statuses`).toContain(String(endpoint.status));
    }
    expect(strays).toEqual([]);
  });

  it('serves every endpoint it declares', () => {
    const served = new Set(test.app.routeTable.map(key));
    expect(endpoints.map((e) => key(e.value)).filter((k) => !served.has(k))).toEqual([]);
  });

  it('is the only place an API path is written (server, shared, client, sync and service-worker sources)', () => {
    const files = ['src/server', 'src/shared', 'src/client', 'src/sync', 'sw']
      .flatMap((dir) => sources(path.join(ROOT, dir)))
      .filter((s) => !s.file.startsWith('src/shared/contracts/routes/'));
    expect(files.length).toBeGreaterThan(300);
    const written = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => !['*', '//', '/*'].some((start) => line.startsWith(start)) && API_PATH_LITERAL.test(line))
        .map(({ at, line }) => `${at}: ${line}`),
    );
    expect(written).toEqual([]);
  });
});
