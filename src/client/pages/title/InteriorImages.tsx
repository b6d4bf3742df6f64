import { useState } from 'react';
import { lazyPart, PartBoundary } from '../../ui/lazyPart.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { interiorUrl } from '../../lib/images.ts';

const GalleryModal = lazyPart(async () => (await import('./GalleryModal.tsx')).default, [], ['titleDetail']);

/** Interior image thumbnails (requested at height 360, drawn 180 high: 3:2, WebP where the server makes one); a click opens the gallery with large images (width 1000). */
export function InteriorImages({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('titleDetail');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const images = product.images.filter((image) => image.type === 'interior');
  if (images.length === 0) return null;
  return (
    <section className="panel">
      <h2 className="panel-title panel-heading">{t('titles.detail.interiorImages')}</h2>
      <ul className="interior-thumbs">
        {images.map((image, index) => (
          <li key={image.uri}>
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              aria-label={t('titles.detail.openImage', { n: index + 1, caption: image.caption })}
            >
              <picture>
                <source type="image/webp" srcSet={interiorUrl(image.uri, 'thumb', 'webp')} />
                <img src={interiorUrl(image.uri, 'thumb')} alt="" loading="lazy" decoding="async" width={270} height={180} />
              </picture>
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null ? (
        <PartBoundary>
          <GalleryModal title={product.name} images={images} start={openAt} onClose={() => setOpenAt(null)} />
        </PartBoundary>
      ) : null}
    </section>
  );
}
