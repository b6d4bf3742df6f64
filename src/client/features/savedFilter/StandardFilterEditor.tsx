import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { FilterOption } from '../../../shared/contracts/savedFilters.ts';
import {
  choiceOf,
  chosenCount,
  setChoice,
  standardPage,
  type Choice,
  type SavedFilterEditorState,
  type StandardFilterType,
} from '../../../shared/domain/savedFilterEditor.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

interface StandardFilterEditorProps {
  type: StandardFilterType;
  /** The type's values with title counts; undefined while loading. */
  options: FilterOption[] | undefined;
  failed: boolean;
  state: SavedFilterEditorState;
  onChange: (state: SavedFilterEditorState) => void;
}

/** One standard filter type (imprint, publisher, format, category...): a collapsible list, 15 a page, Include or Exclude per item. */
export function StandardFilterEditor({ type, options, failed, state, onChange }: StandardFilterEditorProps) {
  const { t } = useTranslation(['savedFilters', 'titleList']);
  const id = useId();
  const chosen = chosenCount(state, type);
  const [open, setOpen] = useState(chosen > 0);
  const [page, setPage] = useState(1);
  const label = t(`savedFilters.types.${type}`);
  // Chosen values the options no longer list stay visible, so they can be removed.
  const known = new Set(options?.map((o) => o.code));
  const missing = [...state.standard[type].include, ...state.standard[type].exclude].filter((code) => !known.has(code));
  const all = [...(options ?? []), ...missing.map((code) => ({ code, name: code, count: 0 }))];
  const shown = standardPage(all, page);
  const choose = (code: string, current: Choice, choice: Exclude<Choice, null>) =>
    onChange(setChoice(state, type, code, current === choice ? null : choice));

  return (
    <section className="sf-section sf-standard" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="sf-standard-heading">
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {label}
          {chosen ? <span className="sf-chosen">{t('savedFilters.chosen', { count: chosen })}</span> : null}
        </button>
      </h3>
      {open ? (
        <div id={`${id}-body`}>
          {failed ? <p className="field-error">{t('savedFilters.optionsError')}</p> : null}
          {!options && !failed ? (
            <SkeletonLines
              label={t('savedFilters.optionsLoading')}
              widths={['70%', '55%', '65%', '50%']}
              className="sf-options"
              lineClassName="sf-option-skeleton"
            />
          ) : null}
          {options && !all.length ? <p className="sf-muted">{t('savedFilters.noOptions')}</p> : null}
          <ul className="sf-options">
            {shown.items.map((option) => {
              const current = choiceOf(state, type, option.code);
              return (
                <li key={option.code} className={current ? `is-${current}` : undefined}>
                  <span className="tl-filter-value">
                    {option.name} <span className="tl-filter-count">({option.count})</span>
                  </span>
                  {(['include', 'exclude'] as const).map((choice) => (
                    <button
                      key={choice}
                      type="button"
                      className={`tl-choice tl-choice-${choice}`}
                      aria-pressed={current === choice}
                      aria-label={`${t(`titleList:titleList.filters.${choice}`)} ${option.name}`}
                      onClick={() => choose(option.code, current, choice)}
                    >
                      {t(`titleList:titleList.filters.${choice}`)}
                    </button>
                  ))}
                </li>
              );
            })}
          </ul>
          {shown.pages > 1 ? (
            <nav className="title-pager" aria-label={t('savedFilters.pages', { type: label })}>
              <button type="button" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
                {t('titleList:titleList.pager.previous')}
              </button>
              <span className="title-pager-status">{t('titleList:titleList.pager.status', { page: shown.page, pages: shown.pages })}</span>
              <button type="button" disabled={shown.page >= shown.pages} onClick={() => setPage(shown.page + 1)}>
                {t('titleList:titleList.pager.next')}
              </button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
