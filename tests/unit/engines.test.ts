import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/auditProd.ts';

const require = createRequire(import.meta.url);
// semver comes with fastify (a production dependency); it has no types of its own here.
const semver = require('semver') as { subset(sub: string, dom: string): boolean; satisfies(version: string, range: string): boolean };
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Node versions that load an ES module with require() without a flag (cookie@2 and content-disposition@3 need it). */
const REQUIRE_ESM = '^20.19.0 || >=22.12.0';

describe('package.json engines', () => {
  const declared: string = readJson('package.json').engines.node;
  const lock = readJson('package-lock.json') as {
    packages: Record<string, { dev?: boolean; optional?: boolean; os?: string[]; cpu?: string[]; engines?: { node?: string } }>;
  };
  /** An optional package of another platform (sharp's prebuilt binaries for Windows, macOS, ...) is never installed here. */
  const otherPlatform = (entry: { optional?: boolean; os?: string[]; cpu?: string[] }) =>
    entry.optional === true &&
    ((!!entry.os?.length && !entry.os.includes(process.platform)) || (!!entry.cpu?.length && !entry.cpu.includes(process.arch)));

  it('covers the Node this machine and CI run', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it('promises no Node that a production dependency refuses', () => {
    const refused = Object.entries(lock.packages)
      .filter(([dir, entry]) => dir && !entry.dev && entry.engines?.node && !otherPlatform(entry))
      .filter(([dir, entry]) => {
        if (semver.subset(declared, entry.engines!.node!)) return false;
        // An ES-module-only package whose CommonJS parent require()s it runs wherever require(esm) works; its
        // engines (>=22) only say 'not before require(esm)'.
        const esmOnly = readJson(`${dir}/package.json`).type === 'module';
        return !(esmOnly && semver.subset(declared, REQUIRE_ESM));
      })
      .map(([dir, entry]) => `${dir} ${entry.engines!.node}`);
    expect(refused).toEqual([]);
  });
});

describe('npm audit verdict (scripts/auditProd.ts)', () => {
  it('fails on high or critical findings and names the packages', () => {
    const verdict = auditVerdict({
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
      vulnerabilities: { cookie: { severity: 'low' }, 'content-disposition': { severity: 'high' } },
    });
    expect(verdict).toEqual({ kind: 'findings', counts: expect.objectContaining({ high: 1 }), packages: ['content-disposition (high)'] });
  });

  it('passes low and moderate findings', () => {
    expect(auditVerdict({ metadata: { vulnerabilities: { low: 2, moderate: 1, high: 0, critical: 0 } } }).kind).toBe('clean');
  });

  it('tells an unreachable advisory service from a clean report', () => {
    const verdict = auditVerdict({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(verdict).toEqual({ kind: 'unreachable', reason: expect.stringContaining('405') });
  });
});
