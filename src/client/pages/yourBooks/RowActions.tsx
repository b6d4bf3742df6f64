import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { galleyOnDeviceQuery, readerViewedQuery } from '../../entities/galley/queries.ts';
import { RequestStatus } from '../../entities/request/RequestStatus.tsx';
import { myReviewsQuery } from '../../entities/review/queries.ts';
import { productQuery } from '../../entities/title/queries.ts';
import { lazyPart, PartBoundary } from '../../ui/lazyPart.tsx';
import type { YourBooksSection } from './sections.ts';

// The review editor's part (with the queries it preloads on the title page) loads when first opened: the first paint of
// Your Books does not carry it (the service worker caches it with the other screens once the app is idle).
const ReviewEditorDrawer = lazyPart(async () => (await import('../../features/review/parts.ts')).ReviewEditorDrawer);

// Loads when first opened (downloading needs the network anyway), as on the title page.
const DownloadModal = lazyPart(async () => (await import('../../features/download/DownloadModal.tsx')).default, [], ['downloads']);

/** The download modal needs the title's review copy formats: the title is read first (usually already cached). */
function DownloadOf({ sku, onClose }: { sku: string; onClose: () => void }) {
  const { t } = useTranslation('yourBooks');
  const detail = useQuery(productQuery(sku));
  if (detail.isPending) return <span role="status">{t('yourBooks.actions.opening')}</span>;
  if (detail.isError) return <span role="alert">{t('yourBooks.actions.openFailed')}</span>;
  return <DownloadModal product={detail.data} onClose={onClose} />;
}

/**
 * What a Your Books row lets the user do with its title, without opening the title page: Download and Read for a
 * galley (the download modal, the reader), Review or Edit review (the review editor), and the status of the
 * review copy request. In the drawer (`inDrawer`), which is a modal dialog that overlays would sit behind, only
 * the Read link and the request status show; the page and the grids carry all of them.
 */
export function RowActions({
  product,
  section,
  inDrawer,
  onNavigate,
}: {
  product: Product;
  section: YourBooksSection;
  inDrawer?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('yourBooks');
  const { sku, name } = product;
  const viewed = useQuery(readerViewedQuery);
  const reviews = useQuery(myReviewsQuery);
  const [opened, setOpened] = useState<'download' | 'review' | null>(null);
  const close = useCallback(() => setOpened(null), []);
  // A galley kept on this device opens in the reader offline too.
  const onDevice = useQuery(galleyOnDeviceQuery(sku)).data === true;
  const readable = onDevice || (viewed.data?.activeProducts.some((p) => p.sku === sku) ?? false);
  const reviewed = reviews.data?.some((review) => review.sku === sku) ?? false;
  return (
    <div className="yb-actions" role="group" aria-label={t('yourBooks.actions.label', { title: name })}>
      {section !== 'requests' ? <RequestStatus sku={sku} className="yb-request-status" /> : null}
      {product.isDownloadable && !inDrawer ? (
        <button
          type="button"
          className="yb-action"
          aria-haspopup="dialog"
          aria-label={t('yourBooks.actions.downloadLabel', { title: name })}
          onClick={() => setOpened('download')}
        >
          {t('yourBooks.actions.download')}
        </button>
      ) : null}
      {readable ? (
        <Link
          to="/read/$sku"
          params={{ sku }}
          className="yb-action"
          aria-label={t('yourBooks.actions.readLabel', { title: name })}
          onClick={onNavigate}
        >
          {t('yourBooks.actions.read')}
        </Link>
      ) : null}
      {!inDrawer ? (
        <button
          type="button"
          className="yb-action"
          aria-haspopup="dialog"
          aria-label={t(reviewed ? 'yourBooks.actions.editReviewLabel' : 'yourBooks.actions.reviewLabel', { title: name })}
          onClick={() => setOpened('review')}
        >
          {t(reviewed ? 'yourBooks.actions.editReview' : 'yourBooks.actions.review')}
        </button>
      ) : null}
      {opened === 'download' ? (
        <PartBoundary>
          <DownloadOf sku={sku} onClose={close} />
        </PartBoundary>
      ) : null}
      {opened === 'review' ? (
        <PartBoundary>
          <ReviewEditorDrawer sku={sku} title={name} onClose={close} />
        </PartBoundary>
      ) : null}
    </div>
  );
}
