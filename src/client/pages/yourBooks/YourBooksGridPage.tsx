import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { selectedTab } from '../../../shared/domain/yourBooksTabs.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { TitleTile } from '../../entities/title/TitleTile.tsx';
import { RowActions } from './RowActions.tsx';
import { SectionStatus } from './SectionStatus.tsx';
import type { YourBooksSection } from './sections.ts';
import { TabMenu } from './TabMenu.tsx';
import { useSectionView } from './useSectionView.ts';
import { useTabLabel } from './useTabLabel.ts';
import './yourBooks.css';

/** The titles of the selected tab, or the section's state. */
function Grid({ section, tab, onTabChange }: { section: YourBooksSection; tab: string | undefined; onTabChange: (tab: string) => void }) {
  const { t } = useTranslation('yourBooks');
  const tabLabel = useTabLabel(section);
  const view = useSectionView(section);
  const panelId = useId();
  if (view.status !== 'success') return <SectionStatus view={view} />;
  const selected = selectedTab(view.tabs, tab);
  const entries = selected === null ? [] : view.entriesOf(selected);
  return (
    <>
      {selected !== null ? (
        <TabMenu
          label={t(`yourBooks.${section}.tabsLabel`)}
          tabs={view.tabs}
          selected={selected}
          tabLabel={tabLabel}
          panelId={panelId}
          onSelect={onTabChange}
        />
      ) : null}
      <div
        id={panelId}
        role={selected !== null ? 'tabpanel' : undefined}
        aria-labelledby={selected !== null ? `${panelId}-tab-${selected}` : undefined}
      >
        {entries.length ? (
          <ul className="yb-grid">
            {entries.map((entry) => (
              <li key={entry.key} className="yb-tile" data-sku={entry.product.sku}>
                <TitleTile product={entry.product} summary={entry.summary} />
                {entry.details.map((line, index) => (
                  <span key={index} className="yb-tile-line">
                    {line}
                  </span>
                ))}
                <RowActions product={entry.product} section={section} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t(`yourBooks.${section}.empty`)} />
        )}
      </div>
    </>
  );
}

/**
 * The grid view of one section (/shelves, /requests, /downloads, /reviews): a back link to /yourbooks, the filter
 * tabs with counts (the selected one in ?tab=) and the titles of the selected tab.
 */
export function YourBooksGridPage({
  section,
  tab,
  onTabChange,
}: {
  section: YourBooksSection;
  tab: string | undefined;
  onTabChange: (tab: string) => void;
}) {
  const { t } = useTranslation('yourBooks');
  return (
    <ScreenPage
      refreshable
      title={t(`yourBooks.${section}.title`)}
      subtitle={
        <Link to="/yourbooks" className="back-link">
          ← {t('yourBooks.back')}
        </Link>
      }
    >
      <Grid section={section} tab={tab} onTabChange={onTabChange} />
    </ScreenPage>
  );
}
