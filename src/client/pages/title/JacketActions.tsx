import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { RequestButton, RequestModal } from './RequestButton.tsx';
import { ReadOnlineButton } from './ReadOnlineButton.tsx';

/** What the actions open that works offline (a request is a change the outbox keeps): loaded with them. */
export const parts = [RequestModal];

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
