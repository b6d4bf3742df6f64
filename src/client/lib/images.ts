import { COVER_HEIGHTS, jacketSrcSet, jacketUri, withHeight, type JacketSource } from '../../shared/domain/coverSizes.ts';

/** The jacket of a title at a given height (450 in lists, 600 on the detail page). */
export function jacketUrl(product: JacketSource, height: number): string {
  return withHeight(jacketUri(product), height);
}

export { jacketSrcSet };

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
