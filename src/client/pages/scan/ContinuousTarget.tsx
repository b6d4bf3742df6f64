import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELVES } from '../../../shared/domain/shelves.ts';
import { collectionsQuery } from '../../entities/shelf/queries.ts';

/** Where continuous mode adds each scanned title: 'shelf:<Shelf>' or 'collection:<catalogId>'. */
export type ScanTarget = `shelf:${string}` | `collection:${number}`;

/** The shelf or collection continuous mode adds each scanned title to. */
export function ContinuousTarget({ value, onChange }: { value: ScanTarget; onChange: (target: ScanTarget, label: string) => void }) {
  const { t } = useTranslation(['scan', 'stacks']);
  const id = useId();
  const collections = useQuery(collectionsQuery);
  return (
    <div className="scan-target">
      <label htmlFor={id}>{t('scan:continuous.target')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ScanTarget, event.target.selectedOptions[0]?.text ?? '')}>
        <optgroup label={t('scan:continuous.shelves')}>
          {SHELVES.map((shelf) => (
            <option key={shelf} value={`shelf:${shelf}`}>
              {t(`stacks:stacks.shelves.${shelf}`)}
            </option>
          ))}
        </optgroup>
        {collections.data?.length ? (
          <optgroup label={t('scan:continuous.collections')}>
            {collections.data.map((collection) => (
              <option key={collection.catalogID} value={`collection:${collection.catalogID}`}>
                {collection.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
