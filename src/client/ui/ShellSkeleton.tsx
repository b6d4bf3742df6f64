import { IonContent, IonPage } from './ionic.tsx';
import { useTranslation } from '../lib/i18n/useTranslation.ts';

/** Shown while a route loads; mirrors the static skeleton of index.html. */
export function ShellSkeleton() {
  const { t } = useTranslation('common');
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div className="skeleton" aria-busy="true" aria-label={t('app.loading')}>
          <div className="skeleton-line skeleton-title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-short" />
        </div>
      </IonContent>
    </IonPage>
  );
}
