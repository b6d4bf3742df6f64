import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ScreenPage } from '../../ui/ScreenPage.tsx';
import { CatalogOwnerActions, RemoveFromCatalogButton } from '../../features/shelve/CatalogOwnerActions.tsx';
import type { TitleListSearch } from '../../entities/titleList/listSearch.ts';
import { catalogQuery, savedFiltersQuery } from '../../entities/titleList/queries.ts';
import { SearchFilterBar, SavedFilterBar } from '../../features/savedFilter/SavedFilterControls.tsx';
import { SavedFilterNotice } from '../../features/savedFilter/SavedFilterNotice.tsx';
import { TitleList } from './TitleList.tsx';

interface ListPageProps {
  search: TitleListSearch;
  onSearchChange: (search: TitleListSearch) => void;
}

/** /search?q=: every title (view 0) for the header's search text; the list's own search box edits q (phones have no header box). */
export function SearchTitlesPage({ search, onSearchChange }: ListPageProps) {
  const { t } = useTranslation('titleList');
  const q = search.q ?? '';
  return (
    <ScreenPage
      refreshable
      title={t('titleList.screens.search')}
      subtitle={q ? t('titleList.screens.resultsFor', { q }) : t('titleList.screens.allTitles')}
      actions={<SearchFilterBar refinements={search.filters} />}
    >
      <SavedFilterNotice />
      <TitleList
        source={{ kind: 'view', id: 0 }}
        view="savedFilter"
        search={search}
        onSearchChange={onSearchChange}
        notFoundText={t('titleList.empty')}
      />
    </ScreenPage>
  );
}

/** /savedFilter/{viewId}: the titles of one of the user's saved filters (or a community view), with the saved-filter controls. */
export function SavedFilterTitlesPage({ viewId, ...props }: ListPageProps & { viewId: number | null }) {
  const { t } = useTranslation('titleList');
  const filters = useQuery({ ...savedFiltersQuery, enabled: viewId !== null });
  const name = filters.data?.find((f) => f.id === viewId)?.name;
  return (
    <ScreenPage refreshable title={name ?? t('titleList.screens.savedFilter')} actions={<SavedFilterBar viewId={viewId ?? 0} />}>
      <SavedFilterNotice />
      {viewId === null ? (
        <p className="empty-state">{t('titleList.notFound.savedFilter')}</p>
      ) : (
        <TitleList
          key={viewId}
          source={{ kind: 'view', id: viewId }}
          view="savedFilter"
          notFoundText={t('titleList.notFound.savedFilter')}
          {...props}
        />
      )}
    </ScreenPage>
  );
}

/** /catalog/{catalogId}: a catalogue's titles in sequence order, with the owner's rename, delete and remove. */
export function CatalogTitlesPage({ catalogId, ...props }: ListPageProps & { catalogId: number | null }) {
  const { t } = useTranslation('titleList');
  const catalog = useQuery({ ...catalogQuery(catalogId ?? 0), enabled: catalogId !== null });
  return (
    <ScreenPage refreshable title={catalog.data?.name ?? t('titleList.screens.catalog')}>
      {catalogId === null ? (
        <p className="empty-state">{t('titleList.notFound.catalog')}</p>
      ) : (
        <>
          {catalog.data ? <CatalogOwnerActions catalog={catalog.data} /> : null}
          <TitleList
            key={catalogId}
            source={{ kind: 'catalog', id: catalogId }}
            view="catalog"
            notFoundText={t('titleList.notFound.catalog')}
            tileAction={catalog.data ? (title) => <RemoveFromCatalogButton catalogId={catalogId} title={title} /> : undefined}
            {...props}
          />
        </>
      )}
    </ScreenPage>
  );
}

/** /reviewCopies/{communityId}: a community's titles with a live review copy, newest digital update first. */
export function ReviewCopiesTitlesPage({ communityId, ...props }: ListPageProps & { communityId: number | null }) {
  const { t } = useTranslation('titleList');
  return (
    <ScreenPage refreshable title={t('titleList.screens.reviewCopies')}>
      {communityId === null ? (
        <p className="empty-state">{t('titleList.notFound.reviewCopies')}</p>
      ) : (
        <TitleList
          key={communityId}
          source={{ kind: 'reviewCopies', id: communityId }}
          view="reviewCopies"
          notFoundText={t('titleList.notFound.reviewCopies')}
          {...props}
        />
      )}
    </ScreenPage>
  );
}
