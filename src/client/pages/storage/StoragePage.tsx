import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { removeGalley } from '../../entities/galley/galleyStore.ts';
import { formatBytes } from './formatBytes.ts';
import { deviceDataQuery, storageEstimateQuery, storageKeys } from './queries.ts';

/** The storage screen (from the avatar popover): usage and quota of this device, and the galleys stored here. */
export function StoragePage() {
  const { t } = useTranslation('storage');
  const session = useSession();
  const culture = session.status === 'loading' ? 'en-US' : session.culture;
  const client = useQueryClient();
  const estimate = useQuery(storageEstimateQuery);
  const device = useQuery(deviceDataQuery);
  const remove = useMutation({
    mutationFn: (sku: string) => removeGalley(sku),
    onSettled: () => client.invalidateQueries({ queryKey: storageKeys.all }),
  });
  const usage = estimate.data;
  return (
    <ScreenPage title={t('storage.title')}>
      <section className="storage-usage">
        {usage ? (
          <>
            <p>
              {usage.usage !== null && usage.quota !== null
                ? t('storage.usage', { used: formatBytes(usage.usage, culture), quota: formatBytes(usage.quota, culture) })
                : t('storage.usageUnknown')}
            </p>
            {usage.usage !== null && usage.quota ? <progress max={usage.quota} value={usage.usage} aria-label={t('storage.title')} /> : null}
            <p>{usage.persisted ? t('storage.persisted') : t('storage.notPersisted')}</p>
          </>
        ) : null}
        {device.data ? (
          <p>
            {t('storage.offlineCopies', {
              titles: t('storage.offlineTitles', { count: device.data.titles }),
              screens: t('storage.offlineScreens', { count: device.data.reads }),
            })}
          </p>
        ) : null}
      </section>
      <section className="storage-galleys" aria-labelledby="storage-galleys-title">
        <h2 id="storage-galleys-title">{t('storage.galleys')}</h2>
        {device.data && device.data.galleys.length === 0 ? <EmptyState text={t('storage.noGalleys')} /> : null}
        <ul className="storage-galley-list">
          {device.data?.galleys.map((galley) => (
            <li key={galley.sku} className="storage-galley">
              <div>
                <p className="storage-galley-name">{galley.name}</p>
                <p className="storage-galley-detail">
                  {galley.author ? `${galley.author} · ` : ''}
                  {t('storage.galleyDetail', {
                    size: formatBytes(galley.size, culture),
                    date: new Date(galley.storedAt).toLocaleDateString(culture),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('storage.removeLabel', { title: galley.name })}
                disabled={remove.isPending && remove.variables === galley.sku}
                onClick={() => remove.mutate(galley.sku)}
              >
                {t('storage.remove')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </ScreenPage>
  );
}
