import { useCallback, useState } from 'react';
import { lazyPart, PartBoundary } from '../../ui/lazyPart.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';

// The modal and its steps load when first opened.
// Loads when first opened (downloading needs the network anyway); offline before that, PartBoundary says so.
const DownloadModal = lazyPart(async () => (await import('../../features/download/DownloadModal.tsx')).default, [], ['downloads']);

/**
 * Download, for a title the user may download (seed 2 Download modal): opens 'Download and read {title}' for a
 * signed-in user; an anonymous visitor gets the account-or-membership prompt instead.
 */
export function DownloadButton({ product, signedIn }: { product: ProductDetail; signedIn: boolean }) {
  const { t } = useTranslation('titleDetail');
  const { promptSignIn } = usePrompts();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-haspopup="dialog"
        title={t('titles.detail.availableForDownload')}
        onClick={() => (signedIn ? setOpen(true) : promptSignIn())}
      >
        {t('titles.detail.download')}
      </button>
      {open ? (
        <PartBoundary>
          <DownloadModal product={product} onClose={close} />
        </PartBoundary>
      ) : null}
    </>
  );
}
