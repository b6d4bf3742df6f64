import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PartBoundary } from '../../ui/lazyPart.tsx';
import { NominationsDrawer } from '../../features/review/parts.ts';
import { nominationsQuery, submittableListsQuery } from '../../entities/review/editorQueries.ts';
import '../../features/review/reviewEditor.css';

/** What the panel opens: loaded with it (TitleDetailPage), so that nominating works offline. */
export const parts = [NominationsDrawer];

/**
 * Nominate (signed-in only; hidden for anonymous visitors): how many submission lists take nominations of the title,
 * the lists it is nominated to, and the nominations drawer (650 px) to change them.
 */
export function NominatePanel({ sku, title }: { sku: string; title: string }) {
  const { t } = useTranslation(['reviews', 'titleDetail']);
  const headingId = useId();
  const lists = useQuery(submittableListsQuery(sku));
  const nominated = useQuery(nominationsQuery(sku));
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  let body;
  if (lists.isPending || nominated.isPending) body = <p role="status">{t('reviewEditor.nominations.loading')}</p>;
  else if (lists.isError || nominated.isError) {
    body = (
      <p role="alert">
        {t('reviewEditor.nominations.error')}{' '}
        <button type="button" className="link-button" onClick={() => void Promise.all([lists.refetch(), nominated.refetch()])}>
          {t('reviewEditor.editor.retry')}
        </button>
      </p>
    );
  } else if (!lists.data.length) body = <p className="empty-state">{t('titleDetail:titles.detail.nominate.empty')}</p>;
  else {
    const ids = new Set(nominated.data.map((n) => n.submissionListId));
    const names = lists.data.filter((l) => ids.has(l.submissionListId)).map((l) => l.name);
    body = (
      <>
        <p>{t('reviewEditor.nominations.open', { count: lists.data.length })}</p>
        {names.length ? <p className="nominated-to">{t('reviewEditor.nominations.nominatedTo', { lists: names.join(', ') })}</p> : null}
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('reviewEditor.nominations.nominate')}
        </button>
      </>
    );
  }
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title panel-heading">
        {t('titleDetail:titles.detail.nominate.title')}
      </h2>
      {body}
      {open ? (
        <PartBoundary>
          <NominationsDrawer sku={sku} title={title} onClose={close} />
        </PartBoundary>
      ) : null}
    </section>
  );
}
