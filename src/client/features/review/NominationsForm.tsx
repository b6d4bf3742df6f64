import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { SubmissionList } from '../../../shared/contracts/nominations.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { nominationsQuery, submittableListsQuery } from '../../entities/review/editorQueries.ts';
import { useSaveNominations } from './mutations.ts';
import { ReviewDrawerView } from './ReviewDrawerShell.tsx';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

function Lists({
  sku,
  title,
  lists,
  nominated,
  onCancel,
  onDone,
}: {
  sku: string;
  title: string;
  lists: SubmissionList[];
  nominated: number[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('reviews');
  const legendId = useId();
  const save = useSaveNominations(sku, title);
  const [chosen, setChosen] = useState(() => new Set(nominated));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <ReviewDrawerView
      buttons={
        <>
          <button type="button" className="btn btn-secondary" disabled={save.isPending} onClick={onCancel}>
            {t('reviewEditor.nominations.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending || !lists.length}
            onClick={() =>
              save.mutate(
                lists.map((l) => l.submissionListId).filter((id) => chosen.has(id)),
                { onSuccess: onDone },
              )
            }
          >
            {save.isPending ? t('reviewEditor.nominations.saving') : t('reviewEditor.nominations.save')}
          </button>
        </>
      }
    >
      {lists.length ? (
        <fieldset className="share-group" aria-labelledby={legendId} disabled={save.isPending}>
          <legend id={legendId}>{t('reviewEditor.nominations.lists')}</legend>
          <ul className="share-communities">
            {lists.map((l) => (
              <li key={l.submissionListId}>
                <label className="share-choice">
                  <input
                    type="checkbox"
                    checked={chosen.has(l.submissionListId)}
                    onChange={(event) => toggle(l.submissionListId, event.target.checked)}
                  />
                  <span>
                    {l.name}
                    <span className="review-muted review-list-meta">
                      {t('reviewEditor.nominations.closes', { community: l.affiliationName, date: formatDisplayDate(l.closesDate, null) })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="review-muted">{t('reviewEditor.nominations.empty')}</p>
      )}
    </ReviewDrawerView>
  );
}

/**
 * The nominate step: the submittable submission lists of the title with the caller's nominations ticked; Cancel and
 * Save (the save waits 750 ms, then onDone closes and 'Nominations saved for {title}' shows).
 */
export function NominationsForm({ sku, title, onCancel, onDone }: { sku: string; title: string; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const lists = useQuery(submittableListsQuery(sku));
  const nominated = useQuery(nominationsQuery(sku));
  if (lists.isPending || nominated.isPending) {
    return (
      <div className="review-drawer-body">
        <SkeletonLines label={t('reviewEditor.nominations.loading')} widths={['12em', '16em', '14em']} lineClassName="share-skeleton-line" />
      </div>
    );
  }
  if (lists.isError || nominated.isError) {
    return (
      <ReviewDrawerView
        buttons={
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('reviewEditor.nominations.cancel')}
          </button>
        }
      >
        <p role="alert">
          {t('reviewEditor.nominations.error')}{' '}
          <button type="button" className="link-button" onClick={() => void Promise.all([lists.refetch(), nominated.refetch()])}>
            {t('reviewEditor.editor.retry')}
          </button>
        </p>
      </ReviewDrawerView>
    );
  }
  return (
    <Lists sku={sku} title={title} lists={lists.data} nominated={nominated.data.map((n) => n.submissionListId)} onCancel={onCancel} onDone={onDone} />
  );
}
