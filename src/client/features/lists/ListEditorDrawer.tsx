import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CollaborativeList } from '../../../shared/contracts/lists.ts';
import { myCommunitiesQuery } from '../../entities/review/editorQueries.ts';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useSaveList } from './mutations.ts';

export interface ListEditorDrawerProps {
  /** The list to edit; none creates a list. */
  list?: CollaborativeList;
  /** The community a new list starts in. */
  communityId?: number;
  onClose: () => void;
  onSaved?: (list: CollaborativeList) => void;
}

/** The collaborative list management drawer (seed 3, 700 px): name (required), description, community, who adds, sort. */
export default function ListEditorDrawer({ list, communityId, onClose, onSaved }: ListEditorDrawerProps) {
  const { t } = useTranslation('lists');
  const ids = { name: useId(), description: useId(), community: useId(), error: useId() };
  const communities = useQuery({ ...myCommunitiesQuery, enabled: !list });
  const save = useSaveList();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [community, setCommunity] = useState<number | ''>(list?.communityId ?? communityId ?? '');
  const [allowAdd, setAllowAdd] = useState(list?.allowAddTitleGroup ?? true);
  const [sort, setSort] = useState<'votes' | 'sequence'>(list?.sort ?? 'votes');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('lists.editor.nameRequired'));
    if (!list && community === '') return setError(t('lists.editor.communityRequired'));
    setError(null);
    const common = { name: name.trim(), description: description.trim(), allowAddTitleGroup: allowAdd, sort };
    const outcome = await save.mutateAsync(list ? { ...common, id: list.id } : { ...common, communityId: community as number }).catch(() => null);
    if (!outcome) return;
    // Saved offline, it waits in the outbox (the toast says so): a new list appears once sent.
    if (outcome.state === 'applied') onSaved?.(outcome.data);
    onClose();
  }

  const formId = useId();
  return (
    <ListDrawerShell
      heading={list ? t('lists.editor.editTitle') : t('lists.editor.createTitle')}
      closeLabel={t('lists.editor.close')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="lists-button" onClick={onClose}>
            {t('lists.editor.cancel')}
          </button>
          <button type="submit" form={formId} className="lists-button is-primary" disabled={save.isPending}>
            {t('lists.editor.save')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <div className="lists-field">
          <label htmlFor={ids.name}>{t('lists.editor.name')}</label>
          <input
            id={ids.name}
            type="text"
            value={name}
            maxLength={120}
            required
            aria-invalid={error === t('lists.editor.nameRequired')}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="lists-field">
          <label htmlFor={ids.description}>{t('lists.editor.description')}</label>
          <textarea id={ids.description} rows={4} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        {list ? null : (
          <div className="lists-field">
            <label htmlFor={ids.community}>{t('lists.editor.community')}</label>
            <select id={ids.community} value={community} onChange={(event) => setCommunity(event.target.value ? Number(event.target.value) : '')}>
              <option value="">{t('lists.editor.chooseCommunity')}</option>
              {(communities.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className="lists-field" style={{ flexDirection: 'row', alignItems: 'center' }}>
          <input type="checkbox" checked={allowAdd} onChange={(event) => setAllowAdd(event.target.checked)} />
          {t('lists.editor.allowAdd')}
        </label>
        <fieldset className="lists-field">
          <legend>{t('lists.editor.sort')}</legend>
          {(['votes', 'sequence'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="list-sort" checked={sort === value} onChange={() => setSort(value)} />{' '}
              {t(value === 'votes' ? 'lists.editor.sortVotes' : 'lists.editor.sortSequence')}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id={ids.error} className="lists-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </ListDrawerShell>
  );
}
