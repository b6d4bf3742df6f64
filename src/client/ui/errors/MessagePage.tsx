import { IonContent, IonPage } from '../ionic.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** A whole-screen message with a way back to the main page. */
export function MessagePage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div className="message-page" role="alert">
          <h1 className="screen-title" tabIndex={-1}>
            {message}
          </h1>
          <p className="message-page-actions">
            {onRetry ? (
              <button type="button" className="btn btn-secondary" onClick={onRetry}>
                {t('errors.retry')}
              </button>
            ) : null}
            <Link to="/" className="btn btn-primary">
              {t('errors.goHome')}
            </Link>
          </p>
        </div>
      </IonContent>
    </IonPage>
  );
}
