import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import type { TitleView } from '../../../shared/domain/titleSort.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { usePreloadParts } from '../../ui/lazyPart.tsx';
import { AddToListDrawer } from '../../features/lists/parts.ts';
import { ShelfCollectionDrawer } from '../../features/shelve/parts.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { ExportDialog } from '../../features/export/ExportDialog.tsx';
import { useTitlesDrawerAction } from './useTitlesDrawerAction.tsx';
import { ActionMenu } from './ActionMenu.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { activeSectionCount, draftFromRefinements, draftToRefinements, type FilterDraft } from '../../entities/titleList/filterDraft.ts';
import type { TitleListSearch } from '../../entities/titleList/listSearch.ts';
import { ListTile } from './ListTile.tsx';
import { Pager } from './Pager.tsx';
import { TilesSkeleton } from './TilesSkeleton.tsx';
import { listRequest, PAGE_SIZE, titlesPageQuery, type TitleSource } from '../../entities/titleList/queries.ts';
import { SortPopover } from './SortPopover.tsx';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import './titleList.css';

interface TitleListProps {
  source: TitleSource;
  view: TitleView;
  /** The list's state as the URL holds it, and how to change it. */
  search: TitleListSearch;
  onSearchChange: (search: TitleListSearch) => void;
  /** Shown instead of the list when the API answers 404 (an unknown or foreign id). */
  notFoundText: string;
  /** Shown when the list has no titles (the seed's 'no titles' by default). */
  emptyText?: string;
  /** An extra control under each tile (the catalogue owner's Remove). */
  tileAction?: (title: Product) => ReactNode;
}

/** The tiled title list: count, search, Action menu, filters, sort, 20 a page with pagers, selectable tiles. */
export function TitleList({ source, view, search, onSearchChange, notFoundText, emptyText, tileAction }: TitleListProps) {
  const { t } = useTranslation('titleList');
  const request = listRequest(view, search);
  const { page, q, sort, order } = request;
  const titles = useQuery(titlesPageQuery(source, request));
  // A signed-in user's drawers load as soon as the list shows: shelving or adding to a list then works offline too.
  usePreloadParts([ShelfCollectionDrawer, AddToListDrawer], useSession().status === 'authenticated');

  const [text, setText] = useState(q);
  const settledText = useDebouncedValue(text.trim());
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (settledText !== q && settledText === text.trim()) onSearchChange({ ...search, q: settledText || undefined, page: undefined });
    // Only a settled change of the typed text searches.
  }, [settledText]);

  const [draft, setDraft] = useState<FilterDraft>(() => draftFromRefinements(request.filters));
  const urlFilters = JSON.stringify(request.filters);
  useEffect(() => {
    if (JSON.stringify(draftToRefinements(draft)) !== urlFilters) setDraft(draftFromRefinements(JSON.parse(urlFilters)));
    // Follows the URL (back/forward); the drawer's own changes already match it.
  }, [urlFilters]);
  function changeDraft(next: FilterDraft) {
    setDraft(next);
    const filters = draftToRefinements(next);
    if (JSON.stringify(filters) !== urlFilters) onSearchChange({ ...search, filters: filters.length ? filters : undefined, page: undefined });
  }

  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const [exporting, setExporting] = useState(false);
  const closeExport = useCallback(() => setExporting(false), []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const top = useRef<HTMLDivElement>(null);
  const shelfCollection = useTitlesDrawerAction(ShelfCollectionDrawer, source, request, selected);
  const collaborativeList = useTitlesDrawerAction(AddToListDrawer, source, request, selected);

  const data = titles.data;
  const summaries = new Map(data?.userCommunitySummaryReviews.map((r) => [r.sku, r]));
  const pages = data ? Math.ceil(data.totalCount / PAGE_SIZE) : 0;
  const goTo = (next: number, scroll: boolean) => {
    onSearchChange({ ...search, page: next > 1 ? next : undefined });
    if (scroll) top.current?.scrollIntoView({ block: 'start' });
  };
  const filterCount = activeSectionCount(draft);

  if (titles.error instanceof ApiError && titles.error.status === 404) return <p className="empty-state">{notFoundText}</p>;
  if (titles.error instanceof ApiError && titles.error.status === 401) return <p className="empty-state">{t('titleList.signIn')}</p>;

  return (
    <div className="title-list" ref={top}>
      <div className="tl-toolbar">
        <p className="tl-count" aria-live="polite">
          {data ? t('titleList.count', { count: data.totalCount }) : '\u00a0'}
        </p>
        <input
          type="search"
          className="tl-search"
          value={text}
          placeholder={t('titleList.searchPlaceholder')}
          aria-label={t('titleList.searchLabel')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onSearchChange({ ...search, q: text.trim() || undefined, page: undefined })}
        />
        <ActionMenu
          selectedCount={selected.size}
          onClear={() => setSelected(new Set())}
          onCollaborativeList={collaborativeList.open}
          onShelfCollection={shelfCollection.open}
          onShareExport={() => setExporting(true)}
        />
        <button type="button" className="tl-button" aria-expanded={filtersOpen} onClick={() => setFiltersOpen(true)}>
          {filterCount ? t('titleList.filters.buttonActive', { count: filterCount }) : t('titleList.filters.button')}
        </button>
        <SortPopover
          view={view}
          sort={sort}
          order={order}
          onChange={(nextSort, nextOrder) => onSearchChange({ ...search, sort: nextSort, order: nextOrder, page: undefined })}
        />
      </div>
      <Pager page={page} pages={pages} onPage={(next) => goTo(next, false)} position="top" />
      {titles.isPending ? (
        <TilesSkeleton label={t('titleList.loading')} />
      ) : titles.isError && !data ? (
        <div className="empty-state" role="alert">
          <p>{titles.error instanceof NetworkError ? t('titleList.offline') : t('titleList.error')}</p>
          <button type="button" className="tl-button" onClick={() => void titles.refetch()}>
            {t('titleList.retry')}
          </button>
        </div>
      ) : data && data.products.length ? (
        <ul className={titles.isPlaceholderData ? 'tl-grid is-stale' : 'tl-grid'} aria-busy={titles.isFetching}>
          {data.products.map((title) => (
            <ListTile
              key={title.sku}
              title={title}
              summary={summaries.get(title.sku)}
              selected={selected.has(title.sku)}
              action={tileAction?.(title)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(title.sku);
                  else next.delete(title.sku);
                  return next;
                })
              }
            />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{emptyText ?? t('titleList.empty')}</p>
      )}
      <Pager page={page} pages={pages} onPage={(next) => goTo(next, true)} position="bottom" />
      {filtersOpen ? (
        <FilterDrawer
          source={source}
          q={q}
          draft={draft}
          onDraftChange={changeDraft}
          matching={titles.isPlaceholderData ? undefined : data?.totalCount}
          onClose={closeFilters}
        />
      ) : null}
      {exporting ? (
        // Its own boundary: while its texts load, the list stays shown (and its Action button keeps the focus).
        <Suspense fallback={null}>
          <ExportDialog
            source={source}
            request={request}
            selected={[...selected]}
            expectedCount={selected.size || (data?.totalCount ?? 0)}
            onClose={closeExport}
          />
        </Suspense>
      ) : null}
      {shelfCollection.drawer}
      {collaborativeList.drawer}
    </div>
  );
}
