import type { Product } from '../../shared/contracts/titles.ts';

/** The jacket of a title at a given height (450 in lists, 600 on the detail page). */
export function jacketUrl(product: Pick<Product, 'sku' | 'images'>, height: number): string {
  const uri = product.images.find((image) => image.type === 'jacketCover')?.uri ?? `/covers/${product.sku}.svg`;
  return `${uri}${uri.includes('?') ? '&' : '?'}height=${height}`;
}

/** An interior image as a thumbnail (height 360) or large (width 1000). */
export function interiorUrl(uri: string, size: 'thumb' | 'large'): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}${size === 'thumb' ? 'height=360' : 'width=1000'}`;
}
