import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, ScreenPage } from '../shell/ScreenPage.tsx';
import type { YourBooksSection } from './sections.ts';

/**
 * The grid view of one section (/shelves, /requests, /downloads, /reviews): a back link, the
 * filter tabs with counts (tabs with a zero count are hidden, except All) and the titles.
 */
export function YourBooksGridPage({ section }: { section: YourBooksSection }) {
  const { t } = useTranslation();
  return (
    <ScreenPage
      title={t(`yourBooks.${section}.title`)}
      subtitle={
        <Link to="/yourbooks" className="back-link">
          ← {t('yourBooks.back')}
        </Link>
      }
    >
      <nav className="tab-menu" aria-label={t(`yourBooks.${section}.title`)}>
        <span className="tab tab-selected" aria-current="true">
          {t('yourBooks.all')} <span className="tab-count">0</span>
        </span>
      </nav>
      <EmptyState text={t(`yourBooks.${section}.empty`)} />
    </ScreenPage>
  );
}
