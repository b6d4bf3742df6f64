import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectProblem, register, type TestApp } from './helpers.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'booktrade-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"x"}');
  const js = 'console.log("app");'.repeat(200);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('problem+json for everything a client can get wrong', () => {
  it('answers unknown /api routes with 404 problem+json', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/me/nothing'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(expectProblem(res, 404)).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404, errors: [] });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'content-type': 'application/json' },
      payload: '{"siteContext": 3,',
    });
    expect(expectProblem(res, 400).detail).toBe('the request body is not valid JSON');
  });

  it('answers JSON nested deeper than 32 levels with 400', async () => {
    const deep = '['.repeat(40) + ']'.repeat(40);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(expectProblem(res, 400).detail).toMatch(/deeper than 32/);
  });

  it('refuses __proto__ keys', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "siteContext": 3, "siteArea": "a", "sessionId": "b"}',
    });
    expectProblem(res, 400);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ siteContext: 3, siteArea: 'x'.repeat(1_100_000), sessionId: 'y' }),
    });
    expectProblem(res, 413);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usage',
      headers: { 'content-type': 'application/xml' },
      payload: '<usage/>',
    });
    expectProblem(res, 415);
  });

  it('answers a malformed form body as a field problem, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&email=again&pword=%E0%A4%A',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectProblem(res, res.statusCode);
  });

  it.each([
    ['a broken percent-encoding', { method: 'GET', url: '/api/v1/me/preferences/%E0%A4%A' }],
    ['an array query', { method: 'POST', url: '/api/v1/me/preferences?format=object&format=list', payload: [] }],
    [
      'a charset the JSON parser does not know',
      { method: 'PUT', url: '/api/v1/usage', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
    ],
    ['an oversized cookie', { method: 'GET', url: '/api/v1/me/user', headers: { cookie: `sid=${'a'.repeat(5000)}` } }],
    ['a number where text is expected', { method: 'PUT', url: '/api/v1/usage', payload: { siteContext: 3, siteArea: 5, sessionId: [] } }],
  ] as const)('answers %s with a 4xx problem', async (_, request) => {
    const res = await t.app.inject(request as never);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers a JSON login body like a form', async () => {
    const { email } = await register(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, pword: 'Secret-123' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the built client', () => {
  it('serves hashed assets immutable, with brotli when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves the service worker and the manifest no-cache', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to index.html (no-cache) for client routes that accept HTML', async () => {
    for (const url of ['/', '/yourbooks', '/title/9780000000001', '/reset-password/abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(`${url} ${res.statusCode}`).toBe(`${url} 200`);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
