import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useRegistration } from '../../entities/session/registration.ts';
import { usePrompts } from '../../entities/session/PromptsContext.tsx';

/**
 * What an anonymous visitor gets of a title page's member parts: the jacket's Read Online and Request, and Your
 * Review's write action, each asking to sign up or log in. The signed-in parts load only for members.
 */
export function AnonymousJacketActions() {
  const { t } = useTranslation('titleDetail');
  const { promptSignIn } = usePrompts();
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

export function AnonymousReviewPanel() {
  const { t } = useTranslation('titleDetail');
  const openRegistration = useRegistration();
  const headingId = useId();
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 className="panel-title panel-heading" id={headingId}>
        {t('titles.detail.yourReview.title')}
      </h2>
      <p className="your-review-action">
        <button type="button" className="btn btn-secondary" onClick={() => openRegistration('signUp')}>
          {t('titles.detail.yourReview.write')}
        </button>
      </p>
    </section>
  );
}
