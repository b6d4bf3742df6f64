import { useTranslation } from 'react-i18next';
import { EmptyState, ScreenPage } from '../shell/ScreenPage.tsx';
import { SearchBox } from '../shell/SearchBox.tsx';

/** /search?q=: the search box (the mobile header has none) and, for now, an honest empty result. */
export function SearchPage({ q }: { q: string }) {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t('screens.search.title')} subtitle={q ? t('screens.search.resultsFor', { q }) : undefined}>
      <div className="search-page-box">
        <SearchBox key={q} initial={q} />
      </div>
      <EmptyState text={q ? t('screens.search.empty') : t('screens.search.prompt')} />
    </ScreenPage>
  );
}
