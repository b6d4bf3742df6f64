import { strFromU8, unzipSync } from 'fflate';

/** Tags balance and only XML's predefined or numeric entities are used: "well-formed-ish" XML. */
export function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const body = text
    .replace(/<\?xml[^?]*\?>/, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  const stripped = body.replace(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g, '');
  if (/[<>]/.test(stripped)) problems.push('stray < or > outside tags');
  for (const e of stripped.matchAll(/&([^;\s]*);?/g)) {
    if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);$/i.test(e[0])) problems.push(`bad entity ${e[0]}`);
  }
  return problems;
}

export interface EpubReport {
  problems: string[];
  opf: string;
  chapters: number;
  files: Record<string, Uint8Array>;
}

/** Checks the EPUB 3 container rules our galleys must follow; an empty problems list means valid. */
export function checkEpub(bytes: Uint8Array): EpubReport {
  const problems: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // First local file header: signature, method (offset 8), name length (26), extra length (28), name at 30.
  if (view.getUint32(0, true) !== 0x04034b50) problems.push('not a zip');
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const firstName = strFromU8(bytes.subarray(30, 30 + nameLength));
  if (firstName !== 'mimetype') problems.push(`first entry is ${firstName}, not mimetype`);
  if (view.getUint16(8, true) !== 0) problems.push('mimetype is compressed');
  if (extraLength !== 0) problems.push('mimetype has an extra field');
  const start = 30 + nameLength + extraLength;
  if (strFromU8(bytes.subarray(start, start + 20)) !== 'application/epub+zip') problems.push('mimetype content is wrong');

  const files = unzipSync(bytes);
  const container = files['META-INF/container.xml'];
  if (!container) return { problems: [...problems, 'no META-INF/container.xml'], opf: '', chapters: 0, files };
  const opfPath = /full-path="([^"]+)"/.exec(strFromU8(container))?.[1] ?? '';
  const opfBytes = files[opfPath];
  if (!opfBytes) return { problems: [...problems, `container points to missing ${opfPath}`], opf: '', chapters: 0, files };
  const opf = strFromU8(opfBytes);
  problems.push(...xmlProblems(opf).map((p) => `OPF: ${p}`));
  for (const tag of ['dc:identifier', 'dc:title', 'dc:creator', 'dc:language']) {
    if (!new RegExp(`<${tag}[^>]*>[^<]+</${tag}>`).test(opf)) problems.push(`OPF lacks ${tag}`);
  }
  if (!/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/.test(opf)) problems.push('OPF lacks dcterms:modified');
  const base = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
  const items = new Map<string, { href: string; type: string; props: string }>();
  for (const m of opf.matchAll(/<item id="([^"]+)" href="([^"]+)" media-type="([^"]+)"(?: properties="([^"]+)")?\/>/g)) {
    items.set(m[1]!, { href: m[2]!, type: m[3]!, props: m[4] ?? '' });
    const file = files[base + m[2]!];
    if (!file) problems.push(`manifest item ${m[2]} is missing`);
    else if (m[3] === 'application/xhtml+xml') problems.push(...xmlProblems(strFromU8(file)).map((p) => `${m[2]}: ${p}`));
  }
  if (![...items.values()].some((i) => i.props.split(' ').includes('nav'))) problems.push('no nav document');
  const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => m[1]!);
  for (const id of spine) if (!items.has(id)) problems.push(`spine item ${id} not in manifest`);
  const chapters = spine.filter((id) => id.startsWith('chapter-')).length;
  return { problems, opf, chapters, files };
}
