/**
 * Writes the PWA icons (public/icons/*.png): a white open-book glyph on the brand blue.
 * Real PNGs encoded with node's zlib, no image library. Run: npx tsx scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Rgba = readonly [number, number, number, number];
type Point = readonly [number, number];

const BRAND_BLUE: Rgba = [0x1f, 0x4e, 0x79, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const SUPERSAMPLE = 4;

interface IconSpec {
  file: string;
  size: number;
  /** Fraction of the icon the glyph's box spans. */
  glyphScale: number;
  /** Corner radius of the blue background as a fraction of the size; 0 fills the whole square. */
  cornerRadius: number;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, glyphScale: 0.72, cornerRadius: 0.18 },
  { file: 'icon-512.png', size: 512, glyphScale: 0.72, cornerRadius: 0.18 },
  // Maskable: full-bleed background, glyph inside the 80% safe-zone circle.
  { file: 'maskable-512.png', size: 512, glyphScale: 0.52, cornerRadius: 0 },
];

/** The glyph in a unit box (0..1): two pages of an open book with text lines, on a cover edge. */
const LEFT_PAGE: Point[] = [
  [0.04, 0.16],
  [0.47, 0.24],
  [0.47, 0.86],
  [0.04, 0.78],
];
const RIGHT_PAGE: Point[] = LEFT_PAGE.map(([x, y]) => [1 - x, y] as const).reverse();
const COVER: Point[] = [
  [0, 0.8],
  [0.5, 0.9],
  [1, 0.8],
  [1, 0.86],
  [0.5, 0.96],
  [0, 0.86],
];
const TEXT_LINES: Point[][] = [0.34, 0.45, 0.56, 0.67].flatMap((y) => {
  const left: Point[] = [
    [0.11, y - 0.06],
    [0.4, y - 0.005],
    [0.4, y + 0.025],
    [0.11, y - 0.03],
  ];
  const right = left.map(([x, yy]) => [1 - x, yy] as const).reverse();
  return [left, right];
});

function insidePolygon([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare([x, y]: Point, radius: number): boolean {
  if (radius <= 0) return true;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Colour of one sample point in icon coordinates (0..1). */
function sample(point: Point, spec: IconSpec): Rgba {
  if (!insideRoundedSquare(point, spec.cornerRadius)) return [0, 0, 0, 0];
  const offset = (1 - spec.glyphScale) / 2;
  const glyphPoint: Point = [(point[0] - offset) / spec.glyphScale, (point[1] - offset) / spec.glyphScale];
  if (TEXT_LINES.some((line) => insidePolygon(glyphPoint, line))) return BRAND_BLUE;
  if ([LEFT_PAGE, RIGHT_PAGE, COVER].some((shape) => insidePolygon(glyphPoint, shape))) return WHITE;
  return BRAND_BLUE;
}

function render(spec: IconSpec): Buffer {
  const { size } = spec;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const point: Point = [(px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size];
          const [r, g, b, a] = sample(point, spec);
          sum[0]! += r * a;
          sum[1]! += g * a;
          sum[2]! += b * a;
          sum[3]! += a;
        }
      }
      const alpha = sum[3]!;
      const at = (py * size + px) * 4;
      pixels[at] = alpha ? Math.round(sum[0]! / alpha) : 0;
      pixels[at + 1] = alpha ? Math.round(sum[1]! / alpha) : 0;
      pixels[at + 2] = alpha ? Math.round(sum[2]! / alpha) : 0;
      pixels[at + 3] = Math.round(alpha / SUPERSAMPLE ** 2);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA, 8 bits per channel, no filtering. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
for (const spec of ICONS) {
  const file = path.join(outDir, spec.file);
  writeFileSync(file, render(spec));
  console.log(`wrote ${path.relative(process.cwd(), file)} (${spec.size}x${spec.size})`);
}
