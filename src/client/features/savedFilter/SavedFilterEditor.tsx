import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SAVED_FILTER_NAME_MAX } from '../../../shared/contracts/savedFilters.ts';
import { AVAILABILITY_CODES, editorFromRefinements, editorToRefinements, STANDARD_FILTER_TYPES } from '../../../shared/domain/savedFilterEditor.ts';
import { NEW_SAVED_FILTER_ID } from '../../../shared/domain/savedFilterName.ts';
import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { keepFocusInside } from '../../ui/focusTrap.ts';
import { savedFiltersQuery } from '../../entities/titleList/queries.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { showNotice } from '../../entities/savedFilter/notice.ts';
import { PubDateEditor } from './PubDateEditor.tsx';
import { categoryOptionsQuery, filterOptionsQuery, titleCountQuery, useDeleteFilter, useSaveFilter } from '../../entities/savedFilter/queries.ts';
import { StandardFilterEditor } from './StandardFilterEditor.tsx';
import './savedFilter.css';

export interface EditedFilter {
  /** NEW_SAVED_FILTER_ID (-1) for the placeholder of a new filter. */
  id: number;
  name: string;
  refinements: Refinement[];
}

/**
 * The saved-filter editors in a drawer (700 px at the side, full screen on phones): name, pub-date range, review copy
 * availability and the standard filter types. Save creates (POST) or updates (PUT); Delete asks first.
 */
export default function SavedFilterEditor({ filter, onClose }: { filter: EditedFilter; onClose: () => void }) {
  const { t } = useTranslation('savedFilters');
  const headingId = useId();
  const nameId = useId();
  const navigate = useNavigate();
  const panel = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState(() => editorFromRefinements(filter.name, filter.refinements));
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const isNew = filter.id === NEW_SAVED_FILTER_ID;

  const options = useQuery(filterOptionsQuery);
  const categories = useQuery(categoryOptionsQuery);
  const filters = useQuery(savedFiltersQuery);
  const save = useSaveFilter();
  const remove = useDeleteFilter(async (id) => {
    showNotice('deleted');
    const next = filters.data?.find((f) => f.id !== id);
    if (next) await navigate({ to: '/savedFilter/$viewId', params: { viewId: String(next.id) } });
    else await navigate({ to: '/search' });
  });
  const busy = save.isPending || remove.isPending;

  const refinements = editorToRefinements(state);
  const settled = useDebouncedValue(refinements ? JSON.stringify(refinements) : null, 400);
  const count = useQuery({
    ...titleCountQuery({ kind: 'view', id: 0 }, settled ? (JSON.parse(settled) as Refinement[]) : []),
    enabled: settled !== null,
  });

  const nameError = !state.name.trim() && attempted ? t('savedFilters.nameRequired') : serverFieldError(save.error, 'name');
  const formError = errorText(save.error ?? remove.error, t);

  const close = useRef(onClose);
  close.current = busy ? () => undefined : onClose;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    nameInput.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const name = state.name.trim();
    if (!name || !refinements || busy) return;
    save.mutate(
      { id: filter.id, name, refinements },
      {
        onSuccess: async (outcome) => {
          onClose();
          // Queued offline: the toast says so; a new filter has no id (and no screen) until it is sent.
          if (outcome.state === 'queued') return;
          showNotice(isNew ? 'created' : 'updated');
          if (isNew) await navigate({ to: '/savedFilter/$viewId', params: { viewId: String(outcome.data.id) } });
        },
      },
    );
  }

  function confirmDelete() {
    remove.mutate(filter.id, { onSuccess: onClose });
  }

  return createPortal(
    <div className="tl-drawer-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && close.current()}>
      <form ref={panel} className="tl-drawer sf-editor" role="dialog" aria-modal="true" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <header className="tl-drawer-header">
          <h2 id={headingId}>{isNew ? t('savedFilters.newTitle') : t('savedFilters.editTitle')}</h2>
          <button type="button" className="tl-button" aria-label={t('savedFilters.close')} onClick={() => close.current()}>
            ✕
          </button>
        </header>
        <div className="tl-drawer-body">
          <div className="field sf-section">
            <label htmlFor={nameId}>{t('savedFilters.name')}</label>
            <input
              ref={nameInput}
              id={nameId}
              value={state.name}
              maxLength={SAVED_FILTER_NAME_MAX}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              onChange={(event) => setState({ ...state, name: event.target.value })}
            />
            {nameError ? (
              <p id={`${nameId}-error`} className="field-error" role="alert">
                {nameError}
              </p>
            ) : null}
          </div>
          <PubDateEditor value={state.pubDate} onChange={(pubDate) => setState({ ...state, pubDate })} showErrors={attempted} />
          <div className="field sf-section">
            <label htmlFor={`${nameId}-drc`}>{t('savedFilters.availability.title')}</label>
            <select id={`${nameId}-drc`} value={state.availability} onChange={(event) => setState({ ...state, availability: event.target.value })}>
              {Object.entries(AVAILABILITY_CODES).map(([key, code]) => (
                <option key={code} value={code}>
                  {t(`savedFilters.availability.${key}`)}
                </option>
              ))}
            </select>
          </div>
          {STANDARD_FILTER_TYPES.map((type) => (
            <StandardFilterEditor
              key={type}
              type={type}
              options={type === 'category' ? categories.data : options.data?.[type]}
              failed={type === 'category' ? categories.isError : options.isError}
              state={state}
              onChange={setState}
            />
          ))}
        </div>
        <footer className="tl-drawer-footer sf-footer">
          <p className="sf-count" aria-live="polite">
            {refinements && count.data && settled === JSON.stringify(refinements)
              ? t('savedFilters.matching', { count: count.data.count })
              : '\u00a0'}
          </p>
          {formError ? (
            <p className="field-error sf-form-error" role="alert">
              {formError}
            </p>
          ) : null}
          {confirming ? (
            <div className="sf-confirm" role="alertdialog" aria-labelledby={`${nameId}-confirm`}>
              <p id={`${nameId}-confirm`}>{t('savedFilters.confirmDelete')}</p>
              <button type="button" className="btn btn-secondary" autoFocus onClick={() => setConfirming(false)} disabled={busy}>
                {t('savedFilters.no')}
              </button>
              <button type="button" className="btn btn-danger" onClick={confirmDelete} disabled={busy} aria-busy={remove.isPending}>
                {remove.isPending ? t('savedFilters.deleting') : t('savedFilters.yes')}
              </button>
            </div>
          ) : (
            <div className="sf-actions">
              {isNew ? null : (
                <button type="button" className="btn btn-secondary sf-delete" onClick={() => setConfirming(true)} disabled={busy}>
                  {t('savedFilters.delete')}
                </button>
              )}
              <button type="button" className="btn btn-secondary" onClick={() => close.current()} disabled={busy}>
                {t('savedFilters.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={save.isPending}>
                {save.isPending ? t('savedFilters.saving') : t('savedFilters.save')}
              </button>
            </div>
          )}
        </footer>
      </form>
    </div>,
    document.body,
  );
}

/** The server's message for one field of a 400 (problem+json errors). */
function serverFieldError(error: Error | null, field: string): string | null {
  return error instanceof ApiError ? (error.problem?.errors.find((e) => e.field === field)?.message ?? null) : null;
}

function errorText(error: Error | null, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof NetworkError) return t('savedFilters.offline');
  if (error instanceof ApiError && error.status === 404) return t('savedFilters.gone');
  if (error instanceof ApiError && error.status < 500 && error.problem?.detail) return t('savedFilters.refused', { detail: error.problem.detail });
  return t('savedFilters.failed');
}
