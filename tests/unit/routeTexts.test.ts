import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NS } from '../../src/client/lib/i18n/i18n.ts';

const CLIENT = path.resolve(import.meta.dirname, '../../src/client');
const ROUTES = path.join(CLIENT, 'routes');
/** In the entry, never loaded. */
const BUNDLED = new Set(Object.keys(BUNDLED_NS));

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile());
}

/** The namespaces named by useTranslation in a file and in every module it imports statically (not `import()`). */
function namespacesReached(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = withoutComments(readFileSync(file, 'utf8'));
  for (const [, args] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const [, namespace] of args!.matchAll(/'([^']+)'/g)) found.add(namespace!);
  }
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
    const target = resolveImport(file, specifier!);
    if (target) namespacesReached(target, seen, found);
  }
  return found;
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe("routes' texts (staticData.texts, loaded with the route's data by the root route)", () => {
  it.each(routeFiles(ROUTES).map((file) => [path.relative(ROUTES, file), file]))(
    '%s lists the lazily loaded namespaces its components translate with',
    (_name, file) => {
      const needed = [...namespacesReached(file!)].filter((namespace) => !BUNDLED.has(namespace)).sort();
      const declared = /staticData:\s*{\s*texts:\s*\[([^\]]*)\]/.exec(readFileSync(file!, 'utf8'))?.[1];
      const listed = declared ? [...declared.matchAll(/'([^']+)'/g)].map(([, namespace]) => namespace) : [];
      expect(listed).toEqual(needed);
    },
  );

  it('finds the namespaces of a nested component and not those named in comments', () => {
    expect([...namespacesReached(path.join(ROUTES, '_shell/yourbooks.tsx'))]).toContain('stacks');
    expect([...namespacesReached(path.join(CLIENT, 'lib/i18n/i18n.ts'))]).toEqual([]);
  });
});
