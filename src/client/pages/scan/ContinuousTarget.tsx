import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SHELVES } from '../../../shared/domain/shelves.ts';
import { collectionsQuery } from '../../entities/shelf/queries.ts';
import { listsQuery } from '../../entities/list/queries.ts';

/** Where continuous mode adds each scanned title: 'shelf:<Shelf>', 'collection:<catalogId>' or 'list:<listId>' (a collaborative list). */
export type ScanTarget = `shelf:${string}` | `collection:${number}` | `list:${number}`;

/** The shelf, collection or collaborative list (of the user's communities, one they may add to) continuous mode adds each scanned title to. */
export function ContinuousTarget({ value, onChange }: { value: ScanTarget; onChange: (target: ScanTarget, label: string) => void }) {
  const { t } = useTranslation(['scan', 'stacks']);
  const id = useId();
  const collections = useQuery(collectionsQuery);
  const lists = useQuery(listsQuery(0));
  const collaborative = (lists.data ?? []).filter((list) => list.canAdd);
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
        {collaborative.length ? (
          <optgroup label={t('scan:continuous.lists')}>
            {collaborative.map((list) => (
              <option key={list.id} value={`list:${list.id}`}>
                {t('scan:continuous.listOption', { name: list.name, community: list.communityName })}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
