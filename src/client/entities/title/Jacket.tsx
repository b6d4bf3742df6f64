import type { Product } from '../../../shared/contracts/titles.ts';
import { jacketUrl } from '../../lib/images.ts';

/** A jacket cover requested at `requestHeight` and drawn `drawHeight` high (2:3). */
export function Jacket({
  product,
  requestHeight,
  drawHeight,
  eager = false,
  className = 'jacket',
}: {
  product: Pick<Product, 'sku' | 'images' | 'name'>;
  requestHeight: number;
  drawHeight: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={jacketUrl(product, requestHeight)}
      alt={product.name}
      height={drawHeight}
      width={Math.round((drawHeight * 2) / 3)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
