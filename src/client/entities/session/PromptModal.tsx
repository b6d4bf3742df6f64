import { IonContent, IonModal } from '@ionic/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { appConfig } from '../../lib/config.ts';
import { useModalLabel } from '../../ui/useModalLabel.ts';
import { useRegistration } from './registration.ts';
import type { PromptRequest } from './PromptsContext.tsx';

/** The small dialogs of the shell: sign-up-or-log-in, membership and the Feedback widget. */
export default function PromptModal({ request, onClosed }: { request: PromptRequest; onClosed: () => void }) {
  const { t } = useTranslation(['prompts', 'common']);
  const openRegistration = useRegistration();
  const [open, setOpen] = useState(true);
  const [next, setNext] = useState<(() => void) | null>(null);
  const close = (then?: () => void) => {
    setNext(() => then ?? null);
    setOpen(false);
  };
  const label =
    request.kind === 'signIn'
      ? t('prompts.signInTitle')
      : request.kind === 'membership'
        ? t('prompts.membership', { name: request.communityName })
        : t('feedback.title');
  const modal = useRef<HTMLIonModalElement>(null);
  useModalLabel(modal, label);
  return (
    <IonModal
      ref={modal}
      isOpen={open}
      className="prompt-modal"
      aria-label={label}
      onDidDismiss={() => {
        onClosed();
        next?.();
      }}
    >
      <IonContent className="ion-padding">
        {request.kind === 'signIn' ? (
          <div className="prompt">
            <h2 id="prompt-title">{t('prompts.signInTitle')}</h2>
            <p>{t('prompts.signInText')}</p>
            <div className="prompt-actions">
              <button type="button" className="btn btn-primary" onClick={() => close(() => openRegistration('signUp'))}>
                {t('common:header.signUp')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => close(() => openRegistration('logIn'))}>
                {t('common:header.logIn')}
              </button>
            </div>
          </div>
        ) : request.kind === 'membership' ? (
          <div className="prompt">
            <h2 id="prompt-title">{t('prompts.membership', { name: request.communityName })}</h2>
            <div className="prompt-actions">
              <button type="button" className="btn btn-secondary" onClick={() => close()}>
                {t('prompts.cancel')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => close(request.onJoin)}>
                {t('prompts.joinCommunity')}
              </button>
            </div>
          </div>
        ) : (
          <div className="prompt">
            <h2 id="prompt-title">{t('feedback.title')}</h2>
            <p>{t('feedback.text')}</p>
            <div className="prompt-actions">
              <a className="btn btn-primary" href={`mailto:${appConfig.feedbackEmail}?subject=${encodeURIComponent(t('common:app.name'))}`}>
                {t('feedback.email')}
              </a>
              <button type="button" className="btn btn-secondary" onClick={() => close()}>
                {t('feedback.close')}
              </button>
            </div>
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
