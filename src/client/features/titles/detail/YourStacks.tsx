import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingMark } from '../../../offline/PendingMark.tsx';
import { resources } from '../../../offline/resources.ts';
import { listsWithTitleQuery } from '../../lists/queries.ts';
import { shelvesQuery, titleCollectionsQuery } from '../../stacks/queries.ts';
import '../../stacks/stacks.css';
import '../../stacks/texts.ts';

const ShelfCollectionDrawer = lazy(() => import('../../stacks/ShelfCollectionDrawer.tsx'));

/**
 * Your Stacks on the title page (seed 2): the title's shelf, the caller's collections holding it and its
 * collaborative lists, with the add-to-shelf/collection drawer. Signed-in users only (anonymous visitors get no
 * shelf or collection fetches, and see no panel).
 */
export function YourStacks({ sku }: { sku: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shelves = useQuery(shelvesQuery);
  const collections = useQuery(titleCollectionsQuery(sku));
  const lists = useQuery(listsWithTitleQuery(sku));
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
          {shelves.isPending ? t('stacks.loading') : shelves.isError ? t('stacks.shelvesError') : shelf ? t(`stacks.shelves.${shelf}`) : t('stacks.panel.noShelf')}
          <PendingMark resources={[resources.shelf(sku)]} />
        </dd>
        <dt>{t('stacks.panel.collections')}</dt>
        <dd>
          {collections.isPending ? (
            t('stacks.loading')
          ) : collections.isError ? (
            t('stacks.collectionsError')
          ) : collections.data.length ? (
            <ul className="your-stacks-list">
              {collections.data.map((c) => (
                <li key={c.catalogID}>
                  <Link to="/catalog/$catalogId" params={{ catalogId: String(c.catalogID) }}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            t('stacks.panel.noCollections')
          )}
        </dd>
        <dt>{t('stacks.panel.lists')}</dt>
        <dd>
          {lists.isPending ? (
            t('stacks.loading')
          ) : lists.isError ? (
            t('stacks.listsError')
          ) : lists.data.length ? (
            <ul className="your-stacks-list">
              {lists.data.map((list) => (
                <li key={list.id}>
                  <Link to="/list/$listId" params={{ listId: String(list.id) }}>
                    {list.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            t('stacks.panel.noLists')
          )}
        </dd>
      </dl>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('stacks.panel.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShelfCollectionDrawer loadSkus={loadSkus} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
