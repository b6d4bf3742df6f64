import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../../shared/contracts/titles.ts';
import { usePrompts } from '../../prompts/PromptsContext.tsx';
import { ReadOnlineButton } from './ReadOnlineButton.tsx';

/**
 * The jacket's action buttons: read online and download or request a review copy. Anonymous visitors are asked
 * to sign up or log in; for signed-in users they are placeholders until review copies arrive (issue 5).
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
  const status = product.isDownloadable
    ? t('titles.detail.availableForDownload')
    : product.isRequestable
      ? t('titles.detail.availableForRequest')
      : t('titles.detail.notAvailable');
  const label = product.isDownloadable ? t('titles.detail.download') : product.isRequestable ? t('titles.detail.request') : status;
  const pending = t('titles.detail.comingNext', { status });
  return (
    <div className="title-actions">
      <ReadOnlineButton sku={product.sku} />
      {/* A disabled button gets no hover: the tooltip sits on a wrapper. */}
      <span title={pending}>
        <button type="button" className="btn btn-primary btn-block" disabled>
          {label}
        </button>
      </span>
    </div>
  );
}
