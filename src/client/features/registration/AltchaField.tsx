import 'altcha';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationError } from '../../../shared/domain/registration.ts';
import { FieldError } from './FormField.tsx';
import './texts.ts';

export const CHALLENGE_URL = '/api/v1/registration/challenge';

/**
 * The robot check: altcha's proof-of-work widget fetching its challenge from our own server.
 * Reports the payload once verified, '' when a verified payload expired or failed.
 */
export function AltchaField({ onChange, error }: { onChange: (payload: string) => void; error: RegistrationError | undefined }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let verified = false;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (detail?.state === 'verified' && detail.payload) {
        verified = true;
        onChangeRef.current(detail.payload);
      } else if (verified && (detail?.state === 'expired' || detail?.state === 'error' || detail?.state === 'unverified')) {
        verified = false;
        onChangeRef.current('');
      }
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);
  return (
    <div className="field" role="group" aria-label={t('registration.robotCheck')}>
      <altcha-widget ref={ref} challenge={CHALLENGE_URL} name="recaptchaResponse" />
      <FieldError id="robot-error" error={error} />
    </div>
  );
}
