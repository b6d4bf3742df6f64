import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { profileStrength, STRENGTH_BANDS, type ProfileFacts } from '../../../shared/domain/profileStrength.ts';

/** Profile strength (seed 3 §4): the band, a meter, and what to add next. */
export function StrengthCard({ facts }: { facts: ProfileFacts }) {
  const { t } = useTranslation('profile');
  const strength = profileStrength(facts);
  const level = STRENGTH_BANDS.indexOf(strength.band);
  return (
    <section className="panel profile-strength" aria-labelledby="profile-strength-title" data-band={strength.band}>
      <h2 id="profile-strength-title" className="panel-title">
        {t('profile.strength.title')}: <span className="profile-strength-band">{t(`profile.strength.band.${strength.band}`)}</span>
      </h2>
      <meter className="profile-strength-meter" min={0} max={STRENGTH_BANDS.length - 1} value={level} aria-label={t('profile.strength.title')} />
      {strength.band === 'incomplete' ? <p>{t('profile.strength.incompleteHint')}</p> : null}
      {strength.next.length ? (
        <>
          <p>{t('profile.strength.nextTitle')}</p>
          <ul className="profile-strength-next">
            {strength.next.map((step) => (
              <li key={step}>{t(`profile.strength.next.${step}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('profile.strength.done')}</p>
      )}
    </section>
  );
}
