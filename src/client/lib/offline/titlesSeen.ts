/**
 * Titles seen in answers of the query layer: every answer that carries products (a title page, a list page, a lane,
 * shelves, requests, downloads, reviews) adds them to the offline titles table, so a title seen anywhere opens offline.
 */
import type { Product } from '../../../shared/contracts/titles.ts';
import { jacketUrlFor } from '../images.ts';

/** The jacket height of list tiles (lib/images.ts). */
/** How high a tile draws its jacket (entities/title/TitleTile.tsx). */
const TILE_JACKET_HEIGHT = 135;

export type SeenProduct = { sku: string } & Record<string, unknown>;

/** A title (a list's or a title page's product): a sku, a name and images. */
export function isProduct(value: unknown): value is SeenProduct {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.sku === 'string' && typeof candidate.name === 'string' && Array.isArray(candidate.images);
}

/** A title page's product (with descriptions, links and review copy formats) rather than a list's. */
export function isProductDetail(value: unknown): boolean {
  return (
    isProduct(value) && typeof (value as Record<string, unknown>).descriptions === 'object' && Array.isArray((value as Record<string, unknown>).links)
  );
}

/**
 * The products an answer carries: the answer itself (a title page), its `products` (list pages, lanes, downloads),
 * or the `product` of each item of an array (shelves, requests, reviews, downloads) or of `downloads`.
 */
export function productsIn(data: unknown): SeenProduct[] {
  if (isProduct(data)) return [data];
  const found: SeenProduct[] = [];
  const fromItems = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (isProduct(item)) found.push(item);
      else if (typeof item === 'object' && item !== null && isProduct((item as { product?: unknown }).product)) {
        found.push((item as { product: SeenProduct }).product);
      }
    }
  };
  if (Array.isArray(data)) fromItems(data);
  else if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    fromItems(record.products);
    if (!Array.isArray(record.products)) fromItems(record.downloads);
  }
  return found;
}

/** One entry per sku; a title page's detail wins over a list's form of the same title. */
export function uniqueBySku(products: readonly SeenProduct[]): SeenProduct[] {
  const bySku = new Map<string, SeenProduct>();
  for (const product of products) {
    const known = bySku.get(product.sku);
    if (!known || (isProductDetail(product) && !isProductDetail(known))) bySku.set(product.sku, product);
  }
  return [...bySku.values()];
}

/**
 * A title page's data from a title seen only in a list: the list form with no links, empty descriptions and no
 * live review copy formats (those need the network).
 */
export function detailFromListProduct(product: SeenProduct): SeenProduct {
  if (isProductDetail(product)) return product;
  return {
    ...product,
    links: [],
    descriptions: {
      summary: '',
      authorBio: '',
      marketingPlans: '',
      keySellingPoints: '',
      quotes: '',
    },
    availableReviewCopyFormats: [],
  };
}

/** The cover URLs of seen titles as a tile on this screen asks for them, to keep in the service worker's image cache. */
export function coverUrls(products: readonly SeenProduct[], dpr: number = globalThis.devicePixelRatio || 1): string[] {
  return products.map((product) => jacketUrlFor(product as unknown as Pick<Product, 'sku' | 'images'>, TILE_JACKET_HEIGHT, dpr));
}
