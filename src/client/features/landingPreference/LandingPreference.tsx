import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { LANDING_VALUES } from '../../../shared/contracts/preferences.ts';
import type { Landing } from '../../entities/landing/landing.ts';
import { landingPreferenceQuery, useSaveLanding } from '../../entities/landing/landingQueries.ts';

/** The landing-page preference (seed 1): where a signed-in user starts, this app (Community) or the companion product. */
export function LandingPreference() {
  const { t } = useTranslation(['settings', 'common']);
  const current = useQuery(landingPreferenceQuery);
  const save = useSaveLanding();
  const shown = save.running ?? current.data;
  return (
    <fieldset className="settings-group" aria-busy={current.isPending}>
      <legend>{t('landing.legend')}</legend>
      <p className="settings-hint">{t('landing.hint')}</p>
      {LANDING_VALUES.map((value: Landing) => (
        <label key={value} className="settings-choice">
          <input
            type="radio"
            name="landing"
            value={value}
            checked={shown === value}
            disabled={current.isPending}
            onChange={() => save.mutate(value)}
          />
          {t(`landing.${value}`)}
        </label>
      ))}
      <p className="settings-status" role="status">
        {save.isError ? t('landing.error') : save.isSuccess ? t('landing.saved') : current.isError ? t('landing.loadError') : '\u00a0'}
      </p>
    </fieldset>
  );
}
