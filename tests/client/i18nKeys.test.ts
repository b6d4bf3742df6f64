/**
 * Texts by namespace (issue 16): every text key written in src/client exists in the namespace that the file says it
 * uses, so a key moved to another locale file (another namespace) cannot slip through to a screen showing the raw key.
 * Static: each file is parsed, nothing rendered.
 * - a component names its namespaces: useTranslation('reviews') or useTranslation(['reviews', 'common']);
 * - t('key') reads the file's first namespace, t('ns:key') the namespace ns, which the file must name too;
 * - a key outside such a call (i18next.t, a constant, a change label, t received as a parameter) is written 'ns:key'.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = path.join(ROOT, 'src/client/lib/i18n/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Namespace -> its keys (leaf keys and the bases of plural keys). */
const keysByNs = new Map<string, Set<string>>();
for (const file of readdirSync(LOCALES).filter((f) => /^en(\.\w+)?\.json$/.test(f))) {
  const keys = new Set<string>();
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, key);
      else keys.add(key).add(key.replace(PLURAL, ''));
    }
  };
  walk(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, unknown>, '');
  keysByNs.set(file === 'en.json' ? 'common' : file.slice(3, -5), keys);
}
const allKeys = new Set([...keysByNs.values()].flatMap((keys) => [...keys]));
/** A file holding none of these (a quote, maybe a namespace, a key's first part) has no text key: not parsed. */
const MAY_HOLD_KEYS = new RegExp(
  `useTranslation|['"\`](?:(?:${[...keysByNs.keys()].join('|')}):)?(?:${[...new Set([...allKeys].map((key) => key.split('.')[0]))].join('|')})\\.`,
);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const splitNs = (text: string): [string | null, string] => {
  const m = /^(\w+):(.+)$/s.exec(text);
  return m && keysByNs.has(m[1]!) && /^[A-Za-z]\w*\./.test(m[2]!) ? [m[1]!, m[2]!] : [null, text];
};

/** The t() call whose key this literal is (through ?:, ??, ||, && and parentheses), if any. */
function keyCallOf(node: ts.Node): ts.CallExpression | null {
  let cur = node;
  for (;;) {
    const parent = cur.parent;
    if (ts.isParenthesizedExpression(parent)) cur = parent;
    else if (ts.isConditionalExpression(parent) && parent.condition !== cur) cur = parent;
    else if (
      ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(parent.operatorToken.kind) &&
      parent.right === cur
    )
      cur = parent;
    else if (ts.isCallExpression(parent) && parent.arguments[0] === cur) return parent;
    else return null;
  }
}

/** What is wrong with the texts of one source file: 'line: problem' lines. */
export function textProblems(fileName: string, source: string): string[] {
  if (!MAY_HOLD_KEYS.test(source)) return [];
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const problems: string[] = [];
  const at = (node: ts.Node, problem: string) =>
    problems.push(`${fileName}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${problem}`);
  const declared: string[] = [];
  const literals: Array<ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const arg = node.arguments[0];
      const names = !arg ? [] : ts.isStringLiteral(arg) ? [arg] : ts.isArrayLiteralExpression(arg) ? arg.elements : [arg];
      if (names.length === 0) at(node, 'useTranslation() without its namespaces');
      for (const name of names) {
        if (!ts.isStringLiteral(name)) at(name, 'a namespace that is not a string literal');
        else if (!keysByNs.has(name.text)) at(name, `no locale file for the namespace '${name.text}'`);
        else declared.push(name.text);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) literals.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const primary = declared[0];
  for (const node of literals) {
    const call = keyCallOf(node);
    const direct = primary !== undefined && call !== null && ts.isIdentifier(call.expression) && call.expression.text === 't';
    if (ts.isTemplateExpression(node)) {
      const [ns, head] = splitNs(node.head.text);
      if (!call || !/^[A-Za-z]\w*\./.test(head) || (!direct && !ns)) continue;
      const pattern = new RegExp(`^${escapeRe(head)}${node.templateSpans.map((s) => `.+${escapeRe(s.literal.text)}`).join('')}$`);
      const where = ns ?? primary!;
      if (direct && !declared.includes(where)) at(node, `t(${node.getText()}): the namespace '${where}' is not named in useTranslation`);
      if (![...keysByNs.get(where)!].some((key) => pattern.test(key))) at(node, `${node.getText()} matches no key of the namespace '${where}'`);
      continue;
    }
    const [ns, key] = splitNs(node.text);
    if (ns) {
      if (!keysByNs.get(ns)!.has(key)) at(node, `'${node.text}': no key ${key} in the namespace '${ns}'`);
      if (direct && !declared.includes(ns)) at(node, `'${node.text}': the namespace '${ns}' is not named in useTranslation`);
    } else if (direct && /^[A-Za-z]\w*\.[\w.]+$/.test(key)) {
      if (!keysByNs.get(primary)!.has(key)) at(node, `t('${key}'): no such key in the namespace '${primary}' (the file's first namespace)`);
    } else if (allKeys.has(key)) {
      at(node, `'${key}' is a text key without its namespace (write 'ns:${key}')`);
    }
  }
  return problems;
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

describe('text keys', () => {
  it('exist in the namespaces that each file of src/client names', () => {
    const problems = sources(path.join(ROOT, 'src/client')).flatMap((file) => textProblems(path.relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  }, 60_000);

  it('are reported when in another namespace than the file names, or without a namespace outside t()', () => {
    const reviewsKey = [...keysByNs.get('reviews')!][0]!;
    const commonKey = [...keysByNs.get('common')!][0]!;
    const problems = textProblems(
      'Example.tsx',
      [
        `const { t } = useTranslation('common');`,
        `t('${reviewsKey}');`,
        `t('reviews:${commonKey}');`,
        `t('common:${commonKey}');`,
        `const label = '${commonKey}';`,
        `i18next.t('reviews:${reviewsKey}');`,
        `t(\`${reviewsKey.split('.')[0]}.\${x}\`);`,
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^Example\.tsx:2: .*namespace 'common'/),
      expect.stringMatching(/^Example\.tsx:3: .*no key .* in the namespace 'reviews'/),
      expect.stringMatching(/^Example\.tsx:3: .*'reviews' is not named/),
      expect.stringMatching(/^Example\.tsx:5: .*without its namespace/),
      expect.stringMatching(/^Example\.tsx:7: .*matches no key of the namespace 'common'/),
    ]);
  });
});
