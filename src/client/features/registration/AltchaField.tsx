import 'altcha';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { RegistrationError } from '../../../shared/domain/registration.ts';
import { FieldError } from './FormField.tsx';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import { getRobotChallenge as getRobotChallengeRoute } from '../../../shared/contracts/routes/session.ts';

export const CHALLENGE_URL = pathOf(getRobotChallengeRoute, {});

/** What the robot check says under the widget, in words: checking, done, or failed (tick again). */
type RobotState = 'unverified' | 'verifying' | 'verified' | 'failed';

function robotState(widgetState: string | undefined): RobotState | null {
  if (widgetState === 'verifying' || widgetState === 'verified' || widgetState === 'unverified') return widgetState;
  if (widgetState === 'error' || widgetState === 'expired') return 'failed';
  return null;
}

/**
 * The robot check: altcha's proof-of-work widget fetching its challenge from our own server, with its state written
 * out under it (announced politely). Reports the payload once verified, '' when a verified payload expired or failed.
 */
export function AltchaField({ onChange, error }: { onChange: (payload: string) => void; error: RegistrationError | undefined }) {
  const { t } = useTranslation('registration');
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RobotState>('unverified');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let verified = false;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      const shown = robotState(detail?.state);
      if (shown) setState(shown);
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
      <p className={`robot-state robot-state-${state}`} role="status">
        {t(`registration.robotState.${state}`)}
      </p>
      <FieldError id="robot-error" error={error} />
    </div>
  );
}
