import { hashString } from '../../shared/domain/random.ts';
import type { CoverHeight } from '../../shared/domain/coverSizes.ts';

export const DEFAULT_COVER_HEIGHT: CoverHeight = 600;
/** Interior images: thumbnails at height 360, large images at width 1000 (seed 2). */
export const INTERIOR_THUMB_HEIGHT = 360;
export const INTERIOR_LARGE_WIDTH = 1000;

/** Background / accent / ink triples, chosen per sku. */
const PALETTES: Array<[string, string, string]> = [
  ['#1d3557', '#e63946', '#f1faee'],
  ['#264653', '#e9c46a', '#fefae0'],
  ['#3d405b', '#f2cc8f', '#f4f1de'],
  ['#6a040f', '#ffba08', '#fff8e7'],
  ['#283618', '#dda15e', '#fefae0'],
  ['#5f0f40', '#fb8b24', '#fff3e6'],
  ['#003049', '#fcbf49', '#eae2b7'],
  ['#2b2d42', '#8d99ae', '#edf2f4'],
  ['#7f5539', '#ede0d4', '#fffaf3'],
  ['#14213d', '#fca311', '#ffffff'],
  ['#0b525b', '#99e2b4', '#f0fff4'],
  ['#4a1942', '#c287e8', '#fbf5ff'],
];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap to lines of at most maxChars (a longer single word gets its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pattern(kind: number, accent: string, seed: number): string {
  const shapes: string[] = [];
  if (kind === 0) {
    for (let i = -600; i < 400; i += 36) shapes.push(`<path d="M${i} 600 L${i + 600} 0" stroke="${accent}" stroke-width="10" opacity="0.35"/>`);
  } else if (kind === 1) {
    const cx = 80 + (seed % 240);
    for (let r = 30; r < 420; r += 34)
      shapes.push(`<circle cx="${cx}" cy="470" r="${r}" fill="none" stroke="${accent}" stroke-width="6" opacity="0.4"/>`);
  } else if (kind === 2) {
    for (let y = 20; y < 600; y += 40)
      shapes.push(`<path d="M0 ${y} Q100 ${y - 24} 200 ${y} T400 ${y}" fill="none" stroke="${accent}" stroke-width="5" opacity="0.4"/>`);
  } else {
    for (let y = 20; y < 600; y += 40)
      for (let x = 20; x < 400; x += 40) shapes.push(`<circle cx="${x}" cy="${y}" r="${4 + ((x + y + seed) % 7)}" fill="${accent}" opacity="0.35"/>`);
  }
  return shapes.join('');
}

export interface CoverInput {
  sku: string;
  title: string;
  author: string;
}

/** An SVG jacket (2:3) with the title and author readable at every size; same picture at every height. */
export function coverSvg({ sku, title, author }: CoverInput, height: number = DEFAULT_COVER_HEIGHT): string {
  const seed = hashString(sku);
  const [bg, accent, ink] = PALETTES[seed % PALETTES.length]!;
  const width = Math.round((height * 2) / 3);
  let lines = wrapText(title, 14);
  let size = 46;
  if (lines.length > 3) {
    lines = wrapText(title, 18);
    size = lines.length > 4 ? 30 : 36;
  }
  lines = lines.slice(0, 6);
  const lineHeight = Math.round(size * 1.15);
  const blockTop = 120;
  const titleText = lines.map((line, i) => `<tspan x="200" y="${blockTop + 40 + size + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  const bandHeight = 60 + size + (lines.length - 1) * lineHeight;
  const authorLines = wrapText(author, 22).slice(0, 2);
  const authorText = authorLines.map((line, i) => `<tspan x="200" y="${530 + i * 32}">${escapeXml(line)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 600" role="img">` +
    `<title>${escapeXml(`${title} by ${author}`)}</title>` +
    `<rect width="400" height="600" fill="${bg}"/>${pattern((seed >>> 4) % 4, accent, seed)}` +
    `<rect x="24" y="${blockTop}" width="352" height="${bandHeight}" fill="${bg}" opacity="0.88"/>` +
    `<rect x="24" y="${blockTop}" width="352" height="6" fill="${accent}"/>` +
    `<text font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle">${titleText}</text>` +
    `<rect x="0" y="490" width="400" height="110" fill="${bg}" opacity="0.9"/>` +
    `<text font-family="Helvetica, Arial, sans-serif" font-size="26" fill="${accent}" text-anchor="middle" letter-spacing="1">${authorText}</text>` +
    `</svg>`
  );
}

export interface InteriorInput {
  sku: string;
  n: number;
  caption?: string;
}

/** An abstract landscape-ish interior illustration (3:2), sized by height or by width. */
export function interiorSvg({ sku, n, caption }: InteriorInput, size: { height?: number; width?: number }): string {
  const seed = hashString(`${sku}:${n}`);
  const [bg, accent, ink] = PALETTES[seed % PALETTES.length]!;
  const width = size.width ?? Math.round(((size.height ?? INTERIOR_THUMB_HEIGHT) * 3) / 2);
  const height = size.height ?? Math.round((width * 2) / 3);
  const hills: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = 220 + i * 50;
    const a = 20 + ((seed >>> (i * 3)) % 60);
    hills.push(`<path d="M0 ${y} Q150 ${y - a} 300 ${y} T600 ${y} V400 H0 Z" fill="${i % 2 ? accent : ink}" opacity="${0.25 + i * 0.15}"/>`);
  }
  const sun = `<circle cx="${100 + (seed % 400)}" cy="110" r="${30 + (seed % 30)}" fill="${accent}"/>`;
  const label = caption
    ? `<text x="300" y="385" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="${ink}" text-anchor="middle">${escapeXml(caption)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400" role="img">` +
    `<title>${escapeXml(caption ?? `Interior image ${n}`)}</title>` +
    `<rect width="600" height="400" fill="${bg}"/>${sun}${hills.join('')}${label}</svg>`
  );
}
