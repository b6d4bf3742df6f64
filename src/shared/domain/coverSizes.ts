/** Jacket heights the server makes: 135 (tile), 200 (autocomplete), 360 (thumbnails), 450 (lists), 600 (detail). */
export const COVER_HEIGHTS = [135, 200, 360, 450, 600] as const;
export type CoverHeight = (typeof COVER_HEIGHTS)[number];

/** A jacket's width at a height (2:3). */
export function coverWidth(height: number): number {
  return Math.round((height * 2) / 3);
}

/** What a jacket is found from: the title's sku and its images (type and uri). */
export interface JacketSource {
  sku: string;
  images: ReadonlyArray<{ type: string; uri: string }>;
}

/** The title's jacket image (its jacketCover, else our generated /covers/{sku}.svg). */
export function jacketUri(product: JacketSource): string {
  return product.images.find((image) => image.type === 'jacketCover')?.uri ?? `/covers/${product.sku}.svg`;
}

/** An image URL at a height the server makes. */
export function withHeight(uri: string, height: number): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}height=${height}`;
}

/**
 * The jacket at every height the server makes, as a srcset with width descriptors (the browser picks by size and
 * DPR); as WebP only for our own generated jackets (/covers/{sku}.svg), else undefined. The client's <picture> and
 * the server's preload of a title page's jacket (plugins/client.ts) use the same, so that the browser picks the same.
 */
export function jacketSrcSet(product: JacketSource, format: 'original' | 'webp'): string | undefined {
  let uri = jacketUri(product);
  if (format === 'webp') {
    if (!/^\/covers\/\d+\.svg$/.test(uri)) return undefined;
    uri = uri.replace(/\.svg$/, '.webp');
  }
  return COVER_HEIGHTS.map((height) => `${withHeight(uri, height)} ${coverWidth(height)}w`).join(', ');
}

/** The title page's jacket: `sizes` as drawn (120 px wide on phones and narrow windows, else 300 or 150: titles.css). */
export function detailJacketSizes(small: boolean): string {
  return `(max-width: 814.98px) 120px, ${small ? 150 : 300}px`;
}
