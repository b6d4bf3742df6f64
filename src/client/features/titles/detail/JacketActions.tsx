import type { ProductDetail } from '../../../../shared/contracts/titles.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { RequestButton } from './RequestButton.tsx';
import { ReadOnlineButton } from './ReadOnlineButton.tsx';
import './texts.ts';

/**
 * The jacket's action buttons: read online, download (titles the user may download) and the request action
 * (request, cancel a pending request, re-enable, archive), for a signed-in user (AnonymousParts.tsx has the
 * anonymous visitor's).
 */
export function JacketActions({ product }: { product: ProductDetail }) {
  return (
    <div className="title-actions">
      <ReadOnlineButton sku={product.sku} />
      {product.isDownloadable ? <DownloadButton product={product} signedIn /> : null}
      <RequestButton product={product} />
    </div>
  );
}
