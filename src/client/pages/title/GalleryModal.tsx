import { IonContent, IonModal } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { interiorUrl } from '../../lib/images.ts';

/** The interior images of a title, large (width 1000), in a modal; scrolled to the one clicked. */
export default function GalleryModal({
  title,
  images,
  start,
  onClose,
}: {
  title: string;
  images: ProductDetail['images'];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('titleDetail');
  const modal = useRef<HTMLIonModalElement>(null);
  const refs = useRef<(HTMLElement | null)[]>([]);
  useEffect(() => {
    const timer = window.setTimeout(() => refs.current[start]?.scrollIntoView({ block: 'start' }), 300);
    return () => window.clearTimeout(timer);
  }, [start]);
  return (
    <IonModal ref={modal} isOpen onDidDismiss={onClose} className="gallery-modal" aria-label={t('titles.detail.gallery', { title })}>
      <div className="modal-header">
        <h2>{t('titles.detail.gallery', { title })}</h2>
        <button type="button" className="icon-button" aria-label={t('titles.detail.close')} onClick={() => void modal.current?.dismiss()}>
          ✕
        </button>
      </div>
      <IonContent className="ion-padding">
        {images.map((image, index) => (
          <figure
            key={image.uri}
            ref={(element) => {
              refs.current[index] = element;
            }}
          >
            <picture>
              <source type="image/webp" srcSet={interiorUrl(image.uri, 'large', 'webp')} />
              <img className="gallery-large" src={interiorUrl(image.uri, 'large')} alt={image.caption} width={1000} height={667} decoding="async" />
            </picture>
            <figcaption>{image.caption}</figcaption>
          </figure>
        ))}
      </IonContent>
    </IonModal>
  );
}
