import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** WebP quality of the raster covers: flat colours and text stay clean, 2-13 KB from height 135 to 600. */
const WEBP_QUALITY = 80;
/** Memory kept for rendered covers (least recently used out first); a lane of 40 tiles at 450 is about 0.4 MB. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * WebP renderings of the generated SVG images, made once (libvips via sharp) and kept in memory and, when a
 * directory is given, on disk (DATA_DIR/cache/covers), so a restart does not render them again. The key is a hash
 * of the SVG text itself: a changed picture gets a new file, never a stale one.
 */
export class RasterCache {
  private readonly memory = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly options: { dir?: string; maxBytes?: number } = {}) {}

  /** The WebP of an SVG image at its own width and height. */
  async webp(svg: string): Promise<Buffer> {
    const key = createHash('sha256').update(svg).digest('base64url').slice(0, 32);
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.load(key, svg).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    const image = await pending;
    this.remember(key, image);
    return image;
  }

  private async load(key: string, svg: string): Promise<Buffer> {
    const file = this.options.dir ? path.join(this.options.dir, `${key}.webp`) : undefined;
    if (file) {
      const stored = await readFile(file).catch(() => undefined);
      if (stored) return stored;
    }
    // Loaded at the first rendering, not at start (libvips takes about 0.1 s to load).
    const { default: sharp } = await import('sharp');
    const image = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
    if (file) {
      // Written under a temporary name and renamed: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await mkdir(path.dirname(file), { recursive: true })
        .then(() => writeFile(temporary, image))
        .then(() => rename(temporary, file))
        .catch(() => undefined);
    }
    return image;
  }

  private remember(key: string, image: Buffer): void {
    if (this.memory.has(key)) return;
    this.memory.set(key, image);
    this.bytes += image.length;
    const max = this.options.maxBytes ?? DEFAULT_MAX_BYTES;
    for (const [oldest, buffer] of this.memory) {
      if (this.bytes <= max) break;
      this.memory.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
