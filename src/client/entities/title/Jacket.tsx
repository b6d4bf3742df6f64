import type { Product } from '../../../shared/contracts/titles.ts';
import { coverWidth } from '../../../shared/domain/coverSizes.ts';
import { jacketSrcSet, jacketUrl } from '../../lib/images.ts';

/**
 * A jacket cover drawn `drawHeight` high (2:3, width and height set: no shift). The browser picks from every height
 * the server makes (srcset, by the drawn width in `sizes` and the screen's DPR), as WebP where our server renders one
 * (painted off the main thread, unlike an SVG with text), else the original; `requestHeight` is the plain src.
 * `priority` marks a likely LCP image (title page, first tiles of the first lane, first Your Books rows): fetched at
 * once with high priority. Every other jacket loads lazily, near the viewport (and, in a lane, near the row's view).
 */
export function Jacket({
  product,
  requestHeight,
  drawHeight,
  sizes = `${coverWidth(drawHeight)}px`,
  priority = false,
  decorative = false,
  deferred = false,
  className = 'jacket',
}: {
  product: Pick<Product, 'sku' | 'images' | 'name'>;
  requestHeight: number;
  drawHeight: number;
  /** The drawn width when CSS sizes it otherwise (the title page). */
  sizes?: string;
  priority?: boolean;
  /** The title's name is written beside it: no alt text (else the name). */
  decorative?: boolean;
  /** Only the jacket's place, of its size (a lane's tile not near the view yet): no request. */
  deferred?: boolean;
  className?: string;
}) {
  if (deferred) {
    const style = { width: coverWidth(drawHeight), height: drawHeight };
    return <span className={`${className} jacket-deferred`} style={style} role="img" aria-label={decorative ? undefined : product.name} />;
  }
  const webp = jacketSrcSet(product, 'webp');
  return (
    <picture style={{ display: 'contents' }}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        className={className}
        src={jacketUrl(product, requestHeight)}
        srcSet={jacketSrcSet(product, 'original')}
        sizes={sizes}
        alt={decorative ? '' : product.name}
        height={drawHeight}
        width={coverWidth(drawHeight)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
      />
    </picture>
  );
}
