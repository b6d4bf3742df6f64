import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CollaborativeList } from '../../../shared/contracts/lists.ts';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { ISBN_LIST_MAX, splitIsbns, type IsbnSplit } from '../../../shared/domain/isbnList.ts';
import { showToast } from '../../lib/toast.ts';
import { asListItems } from '../../entities/list/queries.ts';
import { listSource } from '../../entities/list/listEdits.ts';
import { titleListKeys } from '../../entities/titleList/queryKeys.ts';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useAddToList } from './mutations.ts';
import './lists.css';
import './listExtras.css';

/** The skus of the list's titles this device has read (every page of the list in the cache). */
function skusOnList(client: ReturnType<typeof useQueryClient>, listId: number): Set<string> {
  const pages = client.getQueriesData<FilteredTitles>({ queryKey: titleListKeys.pages(listSource(listId)) });
  return new Set(pages.flatMap(([, page]) => asListItems(page)?.items.map((item) => item.sku) ?? []));
}

/**
 * Add by ISBN (seed 3 §5): up to 20 ISBN-10s or ISBN-13s, pasted or typed, split into valid, already on the list and
 * invalid, shown as a summary; then the valid ones are added (the list's add call, through the outbox).
 */
export default function AddByIsbnSheet({ list, onClose }: { list: CollaborativeList; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const client = useQueryClient();
  const add = useAddToList();
  const [text, setText] = useState('');
  const [split, setSplit] = useState<IsbnSplit | null>(null);
  const check = () => setSplit(splitIsbns(text, skusOnList(client, list.id)));
  const addValid = async () => {
    if (!split?.valid.length) return;
    const outcome = await add.mutateAsync({ listId: list.id, skus: split.valid }).catch(() => null);
    if (!outcome) return;
    if (outcome.state === 'applied' && outcome.data.added.length)
      showToast(t('lists.add.added', { count: outcome.data.added.length, name: list.name }));
    onClose();
  };
  return (
    <ListDrawerShell heading={t('lists.isbn.heading', { name: list.name })} closeLabel={t('lists.editor.close')} onClose={onClose}>
      <div className="list-extras-part">
        <label className="list-extras-field">
          <span>{t('lists.isbn.label', { max: ISBN_LIST_MAX })}</span>
          <textarea
            value={text}
            rows={6}
            maxLength={2000}
            onChange={(e) => {
              setText(e.target.value);
              setSplit(null);
            }}
          />
        </label>
        <div className="list-extras-row">
          <button type="button" className="lists-button" disabled={!text.trim()} onClick={check}>
            {t('lists.isbn.check')}
          </button>
        </div>
        {split ? (
          <div aria-live="polite" data-testid="isbn-summary">
            {split.tooMany ? (
              <p role="alert">{t('lists.isbn.tooMany', { max: ISBN_LIST_MAX })}</p>
            ) : (
              <>
                <p>{t('lists.isbn.valid', { count: split.valid.length })}</p>
                <p>{t('lists.isbn.already', { count: split.alreadyOnList.length })}</p>
                <p>{t('lists.isbn.invalid', { count: split.invalid.length })}</p>
                {split.invalid.length ? <p className="lists-meta">{split.invalid.join(', ')}</p> : null}
                <button
                  type="button"
                  className="lists-button is-primary"
                  disabled={!split.valid.length || add.isPending}
                  onClick={() => void addValid()}
                >
                  {t('lists.isbn.add', { count: split.valid.length })}
                </button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </ListDrawerShell>
  );
}
