import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YOUR_BOOKS_SECTIONS, type YourBooksSection } from './sections.ts';

const storageKey = (section: YourBooksSection) => `booktrade-yourbooks-open-${section}`;

function readOpen(section: YourBooksSection): boolean {
  try {
    return localStorage.getItem(storageKey(section)) !== 'false';
  } catch {
    return true;
  }
}

/** One collapsible section; its open state persists per section in local storage. */
function Panel({ section, path, onNavigate }: { section: YourBooksSection; path: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => readOpen(section));
  const toggle = () => {
    setOpen((value) => {
      try {
        localStorage.setItem(storageKey(section), String(!value));
      } catch {
        // Not persisted when storage is unavailable.
      }
      return !value;
    });
  };
  const bodyId = `yourbooks-panel-${section}`;
  return (
    <section className="panel">
      <h2 className="panel-title">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          <span aria-hidden="true" className="panel-chevron">
            {open ? '▾' : '▸'}
          </span>
          {t(`yourBooks.${section}.title`)}
        </button>
      </h2>
      <div id={bodyId} className="panel-body" hidden={!open}>
        <p className="empty-state">{t(`yourBooks.${section}.empty`)}</p>
        <Link to={path} className="see-more" onClick={onNavigate}>
          {t('yourBooks.seeMore')}
        </Link>
      </div>
    </section>
  );
}

/** The four Your Books panels, in the drawer or the main frame. */
export function YourBooksPanels({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="panels">
      {YOUR_BOOKS_SECTIONS.map((section) => (
        <Panel key={section.key} section={section.key} path={section.path} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
