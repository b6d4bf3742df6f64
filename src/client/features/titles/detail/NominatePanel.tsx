import { useTranslation } from 'react-i18next';
import './texts.ts';

/**
 * Nominate (signed-in only; hidden for anonymous visitors): submission lists arrive with the review editor's
 * nominate step, so none accepts nominations yet.
 */
export function NominatePanel({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (!signedIn) return null;
  return (
    <section className="panel">
      <h2 className="panel-title panel-heading">{t('titles.detail.nominate.title')}</h2>
      <p className="empty-state">{t('titles.detail.nominate.empty')}</p>
    </section>
  );
}
