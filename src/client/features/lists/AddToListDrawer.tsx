import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { LIST_ADD_MAX, type AddItemsResult, type CollaborativeList } from '../../../shared/contracts/lists.ts';
import { NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { ListDrawerShell } from './ListDrawerShell.tsx';
import { useAddToList } from './mutations.ts';
import { listsQuery } from '../../entities/list/queries.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

export interface AddToListDrawerProps {
  /** The titles acted on (the Action menu: the selected titles, or all titles of the list). */
  loadSkus: (signal: AbortSignal) => Promise<string[]>;
  onClose: () => void;
}

type Loaded = { status: 'loading' } | { status: 'error'; offline: boolean } | { status: 'ready'; skus: string[] };

/**
 * The Action menu's "add to collaborative list": the lists of the user's communities they may add to (the list allows
 * all members, or they made it). Titles already on the chosen list are named with the seed's text.
 */
export default function AddToListDrawer({ loadSkus, onClose }: AddToListDrawerProps) {
  const { t } = useTranslation('lists');
  const lists = useQuery(listsQuery(0));
  const add = useAddToList();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<(AddItemsResult & { name: string }) | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    loadSkus(controller.signal).then(
      (skus) => setLoaded({ status: 'ready', skus: [...new Set(skus)] }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'error', offline: error instanceof NetworkError });
      },
    );
    return () => controller.abort();
  }, [loadSkus, attempt]);

  const skus = loaded.status === 'ready' ? loaded.skus : [];
  const tooMany = skus.length > LIST_ADD_MAX;
  let summary: ReactNode;
  if (loaded.status === 'loading') summary = <SkeletonLines inline label={t('lists.add.loadingTitles')} widths={['10em']} />;
  else if (loaded.status === 'error') summary = loaded.offline ? t('lists.offline') : t('lists.add.titlesError');
  else if (!skus.length) summary = t('lists.add.noTitles');
  else if (tooMany) summary = t('lists.add.tooMany', { max: LIST_ADD_MAX, count: skus.length });
  else summary = t('lists.add.summary', { count: skus.length });

  const addTo = useCallback(
    async (list: CollaborativeList) => {
      const outcome = await add.mutateAsync({ listId: list.id, skus }).catch(() => null);
      if (!outcome) return;
      // Queued in the outbox (offline): the 'saved offline' toast says so; the list is told once it is sent.
      if (outcome.state === 'queued') return onClose();
      const answer = outcome.data;
      if (answer.added.length) showToast(t('lists.add.added', { count: answer.added.length, name: list.name }));
      if (answer.alreadyOnList.length) setResult({ ...answer, name: list.name });
      else onClose();
    },
    [add, skus, t, onClose],
  );

  const choices = (lists.data ?? []).filter((list) => list.canAdd);
  return (
    <ListDrawerShell heading={t('lists.add.title')} closeLabel={t('lists.add.close')} onClose={onClose}>
      <p aria-live="polite">{summary}</p>
      {loaded.status === 'error' ? (
        <button type="button" className="lists-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('lists.retry')}
        </button>
      ) : null}
      {result?.message ? (
        <p className="lists-notice" role="alert">
          {result.message}
        </p>
      ) : null}
      {lists.isPending ? (
        <SkeletonLines label={t('lists.loading')} widths={['70%', '55%', '80%']} className="lists-choices" lineClassName="lists-skeleton-row" />
      ) : lists.isError ? (
        <div role="alert">
          <p>{lists.error instanceof NetworkError ? t('lists.offline') : t('lists.error')}</p>
          <button type="button" className="lists-button" onClick={() => void lists.refetch()}>
            {t('lists.retry')}
          </button>
        </div>
      ) : choices.length ? (
        <section aria-label={t('lists.add.choose')}>
          <h3>{t('lists.add.choose')}</h3>
          <ul className="lists-choices">
            {choices.map((list) => (
              <li key={list.id}>
                <button
                  type="button"
                  className="lists-button"
                  disabled={loaded.status !== 'ready' || !skus.length || tooMany || add.isPending}
                  onClick={() => void addTo(list)}
                >
                  {t('lists.add.addTo', { name: list.name })}
                </button>{' '}
                <span className="lists-meta">
                  {list.communityName} · {t('lists.titleCount', { count: list.itemCount })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>{t('lists.add.noLists')}</p>
      )}
    </ListDrawerShell>
  );
}
