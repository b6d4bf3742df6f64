import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../../shared/contracts/titles.ts';
import { usePrompts } from '../../prompts/PromptsContext.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { RequestButton } from './RequestButton.tsx';
import { ReadOnlineButton } from './ReadOnlineButton.tsx';
import './texts.ts';

/**
 * The jacket's action buttons: read online, download (titles the user may download) and the request action
 * (request, cancel a pending request, re-enable, archive). Anonymous visitors are asked to sign up or log in.
 */
export function JacketActions({ product, signedIn }: { product: ProductDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const { promptSignIn } = usePrompts();
  if (!signedIn) {
    return (
      <div className="title-actions">
        <button type="button" className="btn btn-secondary" onClick={promptSignIn}>
          {t('titles.detail.readOnline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={promptSignIn} title={t('titles.detail.signInFirst')}>
          {t('titles.detail.request')}
        </button>
      </div>
    );
  }
  return (
    <div className="title-actions">
      <ReadOnlineButton sku={product.sku} />
      {product.isDownloadable ? <DownloadButton product={product} signedIn={signedIn} /> : null}
      <RequestButton product={product} />
    </div>
  );
}
