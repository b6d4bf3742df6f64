import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { noUpdatesQuery } from '../../entities/session/queries.ts';
import { useSetNoUpdates } from '../../entities/session/noUpdates.ts';

/** The friend-email opt-out (seed 1: GET and POST /api/me/preferences/social/noUpdates). */
export function NoUpdatesSetting() {
  const { t } = useTranslation('settings');
  const current = useQuery(noUpdatesQuery);
  const save = useSetNoUpdates();
  const checked = save.running ?? current.data?.noUpdates ?? false;
  return (
    <fieldset className="settings-group" aria-busy={current.isPending}>
      <legend>{t('settings.noUpdates.legend')}</legend>
      <label className="settings-choice">
        <input
          type="checkbox"
          name="noUpdates"
          checked={checked}
          disabled={!current.data}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
        />
        {t('settings.noUpdates.choice')}
      </label>
      <p className="settings-status" role="status">
        {save.isError ? t('settings.error') : save.isSuccess ? t('settings.saved') : current.isError ? t('settings.loadError') : '\u00a0'}
      </p>
    </fieldset>
  );
}
