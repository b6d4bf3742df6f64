import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Db, Tx } from '../db/client.ts';
import { products, type ProductImage } from '../db/schema/catalog.ts';
import { titleCovers } from '../db/schema/galleys.ts';
import { coverUri } from '../db/seed/titles.ts';
import { imageTypeOf } from './avatarUpload.ts';

/** The jacket kept of an EPUB's cover: 2:3 at the largest height the app asks for (COVER_HEIGHTS' 600). */
export const EPUB_JACKET_WIDTH = 400;
export const EPUB_JACKET_HEIGHT = 600;
/** A cover picture larger than this (inflated) is not used: the generated jacket stays. */
const MAX_COVER_BYTES = 20 * 1024 * 1024;
/** Decoding stops beyond this many pixels (a small file can claim a huge picture). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The URI of a jacket taken from an EPUB (its version in the name: a new cover never comes from a cache of the old). */
export function epubJacketUri(sku: string, version: string): string {
  return `/covers/${sku}/jacket/${version}.webp`;
}

/**
 * The EPUB's cover picture (its path from checkEpub) as the jacket WebP, 400 x 600 (cut to 2:3 around the centre);
 * null when there is none or it is not a JPEG, PNG, WebP or SVG picture that decodes (the import goes on without it).
 */
export async function epubJacket(epub: Uint8Array, coverPath: string): Promise<Buffer | null> {
  if (!coverPath) return null;
  let bytes: Uint8Array | undefined;
  try {
    bytes = unzipSync(epub, { filter: (file) => file.name === coverPath && file.originalSize <= MAX_COVER_BYTES })[coverPath];
  } catch {
    return null;
  }
  if (!bytes || bytes.length === 0 || bytes.length > MAX_COVER_BYTES) return null;
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8');
  if (!imageTypeOf(bytes) && !/<svg[\s>]/.test(head)) return null;
  try {
    // sharp (libvips, a native module: ~0.1 s to load) loads at the first import that needs it, not at every start.
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(EPUB_JACKET_WIDTH, EPUB_JACKET_HEIGHT, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Whether an EPUB's cover may become the title's jacket: when the title has no jacket, the generated one
 * (/covers/{sku}.svg) or one from an earlier EPUB; never over a cover link the publisher sent in ONIX.
 */
export function jacketReplaceable(sku: string, images: ProductImage[]): boolean {
  const jacket = images.find((image) => image.type === 'jacketCover');
  return !jacket || jacket.uri === coverUri(sku) || jacket.uri.startsWith(`/covers/${sku}/jacket/`);
}

/** Stores the jacket and points the title's jacketCover at it (in the import's transaction); answers its URI. */
export async function saveEpubJacket(tx: Tx, sku: string, name: string, images: ProductImage[], image: Buffer): Promise<string> {
  const version = createHash('sha256').update(image).digest('base64url').slice(0, 16);
  const row = { version, image, updatedAt: new Date() };
  await tx
    .insert(titleCovers)
    .values({ sku, ...row })
    .onConflictDoUpdate({ target: titleCovers.sku, set: row });
  const uri = epubJacketUri(sku, version);
  const jacket: ProductImage = { type: 'jacketCover', uri, caption: `${name} jacket cover` };
  const others = images.filter((i) => i.type !== 'jacketCover');
  await tx
    .update(products)
    .set({ images: [jacket, ...others] })
    .where(eq(products.sku, sku));
  return uri;
}

/** The stored jacket of this version, or null (another version or none). */
export async function storedEpubJacket(db: Db, sku: string, version: string): Promise<Buffer | null> {
  const [row] = await db.select({ version: titleCovers.version, image: titleCovers.image }).from(titleCovers).where(eq(titleCovers.sku, sku));
  if (!row || row.version !== version) return null;
  return Buffer.from(row.image);
}
