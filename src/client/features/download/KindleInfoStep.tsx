import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { DownloadEvent, DownloadState, KindleMethodCode } from '../../../shared/domain/downloadSteps.ts';

const METHODS: KindleMethodCode[] = [1, 2];

/**
 * Kindle info: the Kindle download method (1 send to email, 2 send to Kindle) and the Kindle email. A saved email is
 * locked; changing it first shows the disclaimer and needs its confirmation.
 */
export function KindleInfoStep({ state, dispatch }: { state: DownloadState; dispatch: (event: DownloadEvent) => void }) {
  const { t } = useTranslation('downloads');
  const legend = useId();
  const emailId = useId();
  const hintId = useId();
  const errorId = useId();
  const disclaimerId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const previousLock = useRef(state.emailLock);
  // After the disclaimer: confirmed, the email field takes the focus; cancelled, the Change button gets it back.
  useEffect(() => {
    if (previousLock.current === 'confirming' && state.emailLock === 'unlocked') emailInput.current?.focus();
    if (previousLock.current === 'confirming' && state.emailLock === 'locked') changeButton.current?.focus();
    previousLock.current = state.emailLock;
  }, [state.emailLock]);
  const error = state.kindleError;
  const emailError = error === 'emailRequired' || error === 'emailInvalid';
  return (
    <div className="download-kindle">
      <h3>{t('downloads.kindleInfo.heading')}</h3>
      <fieldset className="download-formats" aria-labelledby={legend} aria-invalid={error === 'methodRequired' || undefined}>
        <legend id={legend}>{t('downloads.kindleInfo.method')}</legend>
        {METHODS.map((method) => (
          <label key={method} className="download-format">
            <input
              type="radio"
              name="kindle-method"
              value={method}
              checked={state.kindleMethod === method}
              disabled={state.saving}
              onChange={() => dispatch({ type: 'chooseKindleMethod', method })}
            />
            <span>
              {t(`downloads.kindleInfo.methods.${method}`)}
              <span className="download-hint">{t(`downloads.kindleInfo.methodHints.${method}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="download-field">
        <label htmlFor={emailId}>{t('downloads.kindleInfo.email')}</label>
        <div className="download-email-row">
          <input
            ref={emailInput}
            id={emailId}
            type="email"
            autoComplete="email"
            value={state.kindleEmail}
            readOnly={state.emailLock !== 'unlocked'}
            disabled={state.saving}
            aria-invalid={emailError || undefined}
            aria-describedby={`${hintId}${emailError ? ` ${errorId}` : ''}`}
            onChange={(event) => dispatch({ type: 'editKindleEmail', email: event.target.value })}
          />
          {state.emailLock === 'locked' ? (
            <button ref={changeButton} type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'requestEmailChange' })}>
              {t('downloads.kindleInfo.change')}
            </button>
          ) : null}
        </div>
        <p id={hintId} className="download-hint">
          {state.emailLock === 'unlocked' ? t('downloads.kindleInfo.emailHint') : t('downloads.kindleInfo.locked')}
        </p>
      </div>
      {state.emailLock === 'confirming' ? (
        <div className="download-disclaimer" role="alertdialog" aria-modal="false" aria-labelledby={disclaimerId}>
          <h4 id={disclaimerId}>{t('downloads.kindleInfo.disclaimerTitle')}</h4>
          <p>{t('downloads.kindleInfo.disclaimer')}</p>
          <div className="download-actions">
            <button type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'cancelEmailChange' })} autoFocus>
              {t('downloads.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'confirmEmailChange' })}>
              {t('downloads.kindleInfo.confirmChange')}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="download-error" role="alert">
          {t(`downloads.kindleInfo.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
