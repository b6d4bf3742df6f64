import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
/** The zod entry points client and shared code may use: zod/mini and its core (types, checks). */
const ALLOWED = new Set(['zod/mini', 'zod/v4/mini', 'zod/v4-mini', 'zod/v4/core']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of a source text: static imports and re-exports, side-effect imports, import(), import type. */
function zodSpecifiers(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name === 'zod' || name.startsWith('zod/'));
}

const forbidden = (text: string) => zodSpecifiers(text).filter((name) => !ALLOWED.has(name));

describe('zod in the client bundle', () => {
  it('the scan sees every kind of import of classic zod', () => {
    expect(forbidden("import { z } from 'zod';")).toEqual(['zod']);
    expect(forbidden("import * as z from 'zod/v4';")).toEqual(['zod/v4']);
    expect(forbidden("export { z } from 'zod';")).toEqual(['zod']);
    expect(forbidden("import type { z } from 'zod';")).toEqual(['zod']);
    expect(forbidden("const load = () => import('zod');")).toEqual(['zod']);
    expect(forbidden("import * as z from 'zod/mini';\nimport type { $ZodType } from 'zod/v4/core';")).toEqual([]);
  });

  it("no module under src/client or src/shared imports classic 'zod', only 'zod/mini': classic zod's schema classes carry every method and cannot be tree-shaken, so one import would put ~25 KiB gz back into the first route's 200 KiB budget", () => {
    const files = [...sourceFiles(join(root, 'src/client')), ...sourceFiles(join(root, 'src/shared'))];
    const offenders = files.flatMap((file) => forbidden(readFileSync(file, 'utf8')).map((name) => `${relative(root, file)} imports '${name}'`));
    expect(offenders).toEqual([]);
    // The contracts are there and use zod/mini (the scan did read them); a contract of plain constants needs no zod.
    const contracts = sourceFiles(join(root, 'src/shared/contracts'));
    const onMini = contracts.filter((file) => zodSpecifiers(readFileSync(file, 'utf8')).includes('zod/mini'));
    expect(onMini.length).toBeGreaterThan(10);
  });
});
