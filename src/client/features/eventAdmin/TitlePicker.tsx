import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { titleSearchQuery } from '../../entities/title/queries.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

/** Half a second after the last key, as the header's search (pages/shell/SearchBox.tsx). */
const DELAY_MS = 500;
const MIN_CHARACTERS = 2;

/**
 * Finds titles of interest by name or author (the header search's call) and adds the chosen one's ISBN to the event;
 * the titles already added say so. Needs the network: offline, the ISBNs can still be typed.
 */
export function TitlePicker({ chosen, onAdd }: { chosen: readonly string[]; onAdd: (sku: string) => void }) {
  const { t } = useTranslation('communities');
  const id = useId();
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q.trim(), DELAY_MS);
  const enabled = settled.length >= MIN_CHARACTERS;
  const hits = useQuery({ ...titleSearchQuery(settled), enabled });
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('communities.admin.findTitle')}</label>
      <input id={id} type="search" value={q} autoComplete="off" maxLength={200} onChange={(e) => setQ(e.target.value)} />
      {enabled && hits.isError ? <p className="form-hint">{t('communities.admin.findTitleFailed')}</p> : null}
      {enabled && hits.data ? (
        hits.data.length ? (
          <ul className="event-title-hits" aria-label={t('communities.admin.titleHits')}>
            {hits.data.map((hit) => {
              const added = chosen.includes(hit.sku);
              return (
                <li key={hit.sku}>
                  <span>
                    <strong>{hit.name}</strong> <span className="form-hint">{hit.author}</span>
                  </span>
                  <button
                    type="button"
                    className="form-button"
                    disabled={added}
                    aria-label={added ? t('communities.admin.titleAdded', { title: hit.name }) : t('communities.admin.addTitle', { title: hit.name })}
                    onClick={() => onAdd(hit.sku)}
                  >
                    {added ? t('communities.admin.added') : t('communities.admin.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="form-hint">{t('communities.admin.noTitles')}</p>
        )
      ) : null}
    </div>
  );
}
