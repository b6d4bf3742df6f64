import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ALL_TAB } from '../../../shared/domain/yourBooksTabs.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { RowActions } from './RowActions.tsx';
import { SectionStatus } from './SectionStatus.tsx';
import { sectionOf, YOUR_BOOKS_SECTIONS, type YourBooksSection } from './sections.ts';
import { useTabLabel } from './useTabLabel.ts';
import { usePanelOpen } from './usePanelOpen.ts';
import { useSectionView, type BookEntry } from './useSectionView.ts';
import './yourBooks.css';

/** Titles a panel shows per tab before 'see more'. */
export const PANEL_TITLES = 3;

/** One title in a panel: a small jacket (requested at 450), name, author and its status/date line, then its actions. */
function PanelTitle({
  entry,
  section,
  onNavigate,
  priority,
}: {
  entry: BookEntry;
  section: YourBooksSection;
  onNavigate?: () => void;
  priority: boolean;
}) {
  const { product } = entry;
  return (
    <li className="yb-row">
      <Link to="/title/$sku" params={{ sku: product.sku }} className="yb-row-link" onClick={onNavigate}>
        <Jacket product={product} requestHeight={450} drawHeight={72} priority={priority} />
        <span className="yb-row-text">
          <span className="yb-row-name">{product.name}</span>
          <span className="yb-row-author">{product.author}</span>
          <span className="yb-row-line">{entry.line}</span>
        </span>
      </Link>
      <RowActions product={product} section={section} inDrawer={onNavigate !== undefined} onNavigate={onNavigate} />
    </li>
  );
}

/**
 * What an open panel holds: per tab with titles (All when no other tab has any), a few titles and 'see more'
 * into the grid page on that tab; or the section's empty text, loading or a quiet retry.
 */
function PanelContent({ section, onNavigate, priority }: { section: YourBooksSection; onNavigate?: () => void; priority: boolean }) {
  const { t } = useTranslation('yourBooks');
  const tabLabel = useTabLabel(section);
  const view = useSectionView(section);
  const id = useId();
  if (view.status !== 'success') return <SectionStatus view={view} />;
  const total = view.tabs.reduce((sum, tab) => (tab.key === ALL_TAB ? tab.count : sum), 0) || view.tabs.reduce((sum, tab) => sum + tab.count, 0);
  if (total === 0) return <p className="empty-state">{t(`yourBooks.${section}.empty`)}</p>;
  const groups = view.tabs.filter((tab) => tab.key !== ALL_TAB);
  const shown = groups.length ? groups : view.tabs;
  const { path } = sectionOf(section);
  return (
    <div className="yb-groups">
      {shown.map((tab, tabIndex) => {
        const headingId = `${id}-${tab.key}`;
        return (
          <section key={tab.key} className="yb-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="yb-group-title">
              {tabLabel(tab.key)} <span className="tab-count">({tab.count})</span>
            </h3>
            <ul className="yb-rows">
              {view
                .entriesOf(tab.key)
                .slice(0, PANEL_TITLES)
                .map((entry) => (
                  <PanelTitle key={entry.key} entry={entry} section={section} onNavigate={onNavigate} priority={priority && tabIndex === 0} />
                ))}
            </ul>
            <Link
              to={path}
              search={{ tab: tab.key }}
              className="see-more"
              aria-label={t('yourBooks.seeMoreOf', { tab: tabLabel(tab.key) })}
              onClick={onNavigate}
            >
              {t('yourBooks.seeMore')}
            </Link>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One collapsible section; its open state persists per section (usePanelOpen). `priority`: the first rows' jackets
 * are the likely LCP image of /yourbooks (the first panel in the main frame).
 */
function Panel({ section, onNavigate, priority }: { section: YourBooksSection; onNavigate?: () => void; priority: boolean }) {
  const { t } = useTranslation('yourBooks');
  const [open, toggle] = usePanelOpen(section);
  const bodyId = `yourbooks-panel-${section}${onNavigate ? '-drawer' : ''}`;
  return (
    <section className="panel" aria-label={t(`yourBooks.${section}.title`)}>
      <h2 className="panel-title">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          <span aria-hidden="true" className="panel-chevron">
            {open ? '▾' : '▸'}
          </span>
          {t(`yourBooks.${section}.title`)}
        </button>
      </h2>
      <div id={bodyId} className="panel-body" hidden={!open}>
        {open ? <PanelContent section={section} onNavigate={onNavigate} priority={priority} /> : null}
      </div>
    </section>
  );
}

/** The four Your Books panels, in the drawer (onNavigate closes it) or the main frame. */
export function YourBooksPanels({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="panels">
      {YOUR_BOOKS_SECTIONS.map((section, index) => (
        <Panel key={section.key} section={section.key} onNavigate={onNavigate} priority={index === 0 && !onNavigate} />
      ))}
    </div>
  );
}
