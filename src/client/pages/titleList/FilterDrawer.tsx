import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { FilterSection } from '../../../shared/domain/titleFilters.ts';
import { activeSectionCount, choiceOf, setChoice, setSectionOn, type Choice, type FilterDraft } from '../../entities/titleList/filterDraft.ts';
import { titleFacetsQuery, type TitleSource } from '../../entities/titleList/queries.ts';
import { keepFocusInside } from '../../ui/focusTrap.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

interface FilterDrawerProps {
  source: TitleSource;
  q: string;
  draft: FilterDraft;
  onDraftChange: (draft: FilterDraft) => void;
  /** Titles of the list with the active filters (N) and without them (M). */
  matching: number | undefined;
  onClose: () => void;
}

/**
 * The Filter drawer: a 700 px side sheet (a bottom sheet on phones) with the eight sections of the shared rules,
 * each On/Off, and Include/Exclude per value with its count, as the server counts them over the list's titles for
 * the search text (GET .../titles/facets).
 */
export function FilterDrawer({ source, q, draft, onDraftChange, matching, onClose }: FilterDrawerProps) {
  const { t } = useTranslation('titleList');
  const headingId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const facets = useQuery(titleFacetsQuery(source, q));
  const sections = facets.data?.sections ?? [];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  const active = activeSectionCount(draft) > 0;
  const summary =
    active && matching !== undefined && facets.data
      ? t('titleList.filters.summary', { matching, total: facets.data.totalCount })
      : t('titleList.filters.none');

  // In a portal on <body>: a modal over the whole app (header and footer tabs included), not inside the page's scroller.
  return createPortal(
    <div className="tl-drawer-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside ref={panel} className="tl-drawer" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <header className="tl-drawer-header">
          <div>
            <h2 id={headingId}>{t('titleList.filters.title')}</h2>
            <p className="tl-drawer-summary" aria-live="polite">
              {summary}
            </p>
          </div>
          <button ref={closeButton} type="button" className="tl-button" aria-label={t('titleList.filters.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="tl-drawer-body">
          {facets.isPending ? (
            <SkeletonLines
              label={t('titleList.filters.loading')}
              widths={['8em', '70%', '55%', '65%', '50%']}
              className="tl-filter-skeleton"
              lineClassName="tl-filter-skeleton-row"
            />
          ) : null}
          {facets.isError ? <p className="empty-state">{t('titleList.filters.error')}</p> : null}
          {facets.data && !sections.length ? <p className="empty-state">{t('titleList.filters.noSections')}</p> : null}
          {sections.map((section) => (
            <DrawerSection key={section.key} section={section} draft={draft} onDraftChange={onDraftChange} />
          ))}
        </div>
        {active ? (
          <footer className="tl-drawer-footer">
            <button type="button" className="tl-button" onClick={() => onDraftChange({})}>
              {t('titleList.filters.clearAll')}
            </button>
          </footer>
        ) : null}
      </aside>
    </div>,
    document.body,
  );
}

function DrawerSection({
  section,
  draft,
  onDraftChange,
}: {
  section: FilterSection;
  draft: FilterDraft;
  onDraftChange: (draft: FilterDraft) => void;
}) {
  const { t } = useTranslation('titleList');
  const on = Boolean(draft[section.key]?.on);
  const choose = (value: string, current: Choice, choice: Exclude<Choice, null>) =>
    onDraftChange(setChoice(draft, section.key, value, current === choice ? null : choice));
  return (
    <section className={on ? 'tl-filter-section is-on' : 'tl-filter-section'} aria-label={section.label}>
      <header>
        <h3>{section.label}</h3>
        <label className="tl-switch">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-label={`${section.label} ${t('titleList.filters.on')}`}
            onChange={(event) => onDraftChange(setSectionOn(draft, section.key, event.target.checked))}
          />
          {t('titleList.filters.on')}
        </label>
      </header>
      <ul>
        {section.values.map((value) => {
          const current = choiceOf(draft, section.key, value.value);
          return (
            <li key={value.value} className={current ? `is-${current}` : undefined}>
              <span className="tl-filter-value">
                {value.label} <span className="tl-filter-count">({value.count})</span>
              </span>
              {(['include', 'exclude'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className={`tl-choice tl-choice-${choice}`}
                  aria-pressed={current === choice}
                  aria-label={`${t(`titleList.filters.${choice}`)} ${value.label}`}
                  onClick={() => choose(value.value, current, choice)}
                >
                  {t(`titleList.filters.${choice}`)}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
