import type { Product } from '../../shared/contracts/titles.ts';
import { COVER_HEIGHTS, coverWidth } from '../../shared/domain/coverSizes.ts';

type JacketSource = Pick<Product, 'sku' | 'images'>;

function jacketUri(product: JacketSource): string {
  return product.images.find((image) => image.type === 'jacketCover')?.uri ?? `/covers/${product.sku}.svg`;
}

function withHeight(uri: string, height: number): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}height=${height}`;
}

/** The jacket of a title at a given height (450 in lists, 600 on the detail page). */
export function jacketUrl(product: JacketSource, height: number): string {
  return withHeight(jacketUri(product), height);
}

/** The jacket at every height the server makes, as a srcset with width descriptors (the browser picks by size and DPR). */
export function jacketSrcSet(product: JacketSource, format: 'original' | 'webp'): string | undefined {
  let uri = jacketUri(product);
  if (format === 'webp') {
    // Only our own generated jackets (/covers/{sku}.svg) exist as WebP too; another image has no WebP.
    if (!/^\/covers\/\d+\.svg$/.test(uri)) return undefined;
    uri = uri.replace(/\.svg$/, '.webp');
  }
  return COVER_HEIGHTS.map((height) => `${withHeight(uri, height)} ${coverWidth(height)}w`).join(', ');
}

/**
 * The one jacket URL a browser at `dpr` picks from the srcset for a jacket drawn `drawHeight` high: WebP where the
 * server makes one, at the smallest height covering the drawn pixels (what the service worker should keep offline).
 */
export function jacketUrlFor(product: JacketSource, drawHeight: number, dpr: number): string {
  const needed = drawHeight * dpr;
  const height: number = COVER_HEIGHTS.find((h) => h >= needed) ?? 600;
  const uri = jacketUri(product);
  return withHeight(/^\/covers\/\d+\.svg$/.test(uri) ? uri.replace(/\.svg$/, '.webp') : uri, height);
}

/** An interior image as a thumbnail (height 360) or large (width 1000), as SVG or (our own images) WebP. */
export function interiorUrl(uri: string, size: 'thumb' | 'large', format: 'original' | 'webp' = 'original'): string {
  const source = format === 'webp' ? uri.replace(/^(\/covers\/\d+\/interior\/\d+)\.svg$/, '$1.webp') : uri;
  return `${source}${source.includes('?') ? '&' : '?'}${size === 'thumb' ? 'height=360' : 'width=1000'}`;
}
