import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useState, type ReactElement } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { SkeletonText } from '../../ui/Skeleton.tsx';
import { resources } from '../../lib/offline/resources.ts';
import { listsWithTitleQuery } from '../../entities/list/queries.ts';
import { ShelfCollectionDrawer } from '../../features/shelve/parts.ts';
import { shelvesQuery, titleCollectionsQuery } from '../../entities/shelf/queries.ts';
import '../../features/shelve/stacks.css';

/** What the panel opens: loaded with it (TitleDetailPage), so that shelving works offline. */
export const parts = [ShelfCollectionDrawer];
/** What the panel shows, read before the title page shows (TitleDetailPage), so that nothing moves as it fills. */
export const panelQueries = (sku: string) => [shelvesQuery, titleCollectionsQuery(sku), listsWithTitleQuery(sku)];

/** A line still loading: a skeleton of a line's height (the text replacing it moves nothing), named for screen readers. */
function Loading() {
  const { t } = useTranslation('stacks');
  return (
    <span role="status" aria-label={t('stacks.loading')}>
      <SkeletonText width="8em" />
    </span>
  );
}

/** How many links a line shows before "and N more", so that a title on many lists keeps the actions below on the first screen. */
const SHOWN_LINKS = 3;

/** The collections or lists holding the title, each a link (keyed by the link), or why there are none to show. */
function StackLinks<T>({ query, error, empty, link }: { query: UseQueryResult<T[]>; error: string; empty: string; link: (item: T) => ReactElement }) {
  const { t } = useTranslation('stacks');
  const [all, setAll] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return error;
  if (!query.data.length) return empty;
  const more = query.data.length - SHOWN_LINKS;
  const hidden = all ? 0 : Math.max(0, more);
  return (
    <>
      <ul className="your-stacks-list">
        {query.data.slice(0, query.data.length - hidden).map((item) => {
          const anchor = link(item);
          return <li key={anchor.key}>{anchor}</li>;
        })}
      </ul>
      {more > 0 ? (
        <button type="button" className="link-button your-stacks-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('stacks.panel.fewer') : t('stacks.panel.more', { count: more })}
        </button>
      ) : null}
    </>
  );
}

/**
 * Your Stacks on the title page (seed 2): the title's shelf, the caller's collections holding it and its
 * collaborative lists, with the add-to-shelf/collection drawer. Signed-in users only (anonymous visitors get no
 * shelf or collection fetches, and see no panel).
 */
export function YourStacks({ sku }: { sku: string }) {
  const { t } = useTranslation('stacks');
  const headingId = useId();
  const shelves = useQuery(shelvesQuery);
  const collections = useQuery(titleCollectionsQuery(sku));
  const lists = useQuery(listsWithTitleQuery(sku));
  usePreloadParts(parts);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const loadSkus = useCallback(async () => [sku], [sku]);
  const shelf = shelves.data?.find((item) => item.sku === sku)?.shelf;
  return (
    <section className="panel your-stacks" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title panel-heading">
        {t('stacks.panel.title')}
      </h2>
      <dl>
        <dt>{t('stacks.panel.shelf')}</dt>
        <dd>
          {shelves.isPending ? (
            <Loading />
          ) : shelves.isError ? (
            t('stacks.shelvesError')
          ) : shelf ? (
            t(`stacks.shelves.${shelf}`)
          ) : (
            t('stacks.panel.noShelf')
          )}
          <PendingMark resources={[resources.shelf(sku)]} />
        </dd>
        <dt>{t('stacks.panel.collections')}</dt>
        <dd>
          <StackLinks
            query={collections}
            error={t('stacks.collectionsError')}
            empty={t('stacks.panel.noCollections')}
            link={(c) => (
              <Link key={c.catalogID} to="/catalog/$catalogId" params={{ catalogId: String(c.catalogID) }}>
                {c.name}
              </Link>
            )}
          />
        </dd>
        <dt>{t('stacks.panel.lists')}</dt>
        <dd>
          <StackLinks
            query={lists}
            error={t('stacks.listsError')}
            empty={t('stacks.panel.noLists')}
            link={(list) => (
              <Link key={list.id} to="/list/$listId" params={{ listId: String(list.id) }}>
                {list.name}
              </Link>
            )}
          />
        </dd>
      </dl>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('stacks.panel.open')}
      </button>
      {open ? (
        <PartBoundary>
          <ShelfCollectionDrawer loadSkus={loadSkus} onClose={close} />
        </PartBoundary>
      ) : null}
    </section>
  );
}
