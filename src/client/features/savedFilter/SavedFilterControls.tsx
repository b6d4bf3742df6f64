import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { SavedFilter } from '../../../shared/contracts/savedFilters.ts';
import { defaultFilterName, NEW_SAVED_FILTER_ID } from '../../../shared/domain/savedFilterName.ts';
import type { Refinement } from '../../../shared/domain/titleFilters.ts';
import { lazyPart, PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { useSignedInUser } from '../../entities/session/useSession.ts';
import { savedFiltersQuery } from '../../entities/titleList/queries.ts';
import { categoryOptionsQuery, filterOptionsQuery } from '../../entities/savedFilter/queries.ts';
import type { EditedFilter } from './SavedFilterEditor.tsx';
import './savedFilter.css';

// Loaded with the bar that opens it, so that a filter is saved offline too.
const SavedFilterEditor = lazyPart(
  async () => (await import('./SavedFilterEditor.tsx')).default,
  [filterOptionsQuery, categoryOptionsQuery, savedFiltersQuery],
  ['savedFilters', 'titleList'],
);

function refinementsOf(filter: SavedFilter): Refinement[] {
  return filter.browseRefinements.map(({ browseLaneType, code, isExclusion }) => ({ browseLaneType, code, isExclusion }));
}

/** The placeholder of a new filter: id -1, 'My Filter #n', the given refinements. */
function newFilter(filters: SavedFilter[] | undefined, refinements: Refinement[]): EditedFilter {
  return { id: NEW_SAVED_FILTER_ID, name: defaultFilterName(filters?.map((f) => f.name) ?? []), refinements };
}

function Editor({ filter, onClose }: { filter: EditedFilter | null; onClose: () => void }) {
  return filter ? (
    <PartBoundary>
      <SavedFilterEditor filter={filter} onClose={onClose} />
    </PartBoundary>
  ) : null;
}

/** A choice of the user's saved filters that opens the chosen one (shown once they have any). */
function FilterSwitch({ filters, current }: { filters: SavedFilter[] | undefined; current: SavedFilter | undefined }) {
  const { t } = useTranslation('savedFilters');
  const id = useId();
  const navigate = useNavigate();
  if (!filters?.length) return null;
  return (
    <div className="sf-switch">
      <label htmlFor={id}>{t('savedFilters.yourFilters')}</label>
      <select
        id={id}
        value={current ? String(current.id) : ''}
        onChange={(event) => event.target.value && void navigate({ to: '/savedFilter/$viewId', params: { viewId: event.target.value } })}
      >
        {current ? null : <option value="">{t('savedFilters.choose')}</option>}
        {filters.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /savedFilter/{viewId}: switch between the user's saved filters, Edit filter (the user's own) and New filter. */
export function SavedFilterBar({ viewId }: { viewId: number }) {
  const { t } = useTranslation('savedFilters');
  const filters = useQuery(savedFiltersQuery);
  const [editing, setEditing] = useState<EditedFilter | null>(null);
  usePreloadParts([SavedFilterEditor]);
  const current = filters.data?.find((f) => f.id === viewId);
  return (
    <div className="sf-bar">
      <FilterSwitch filters={filters.data} current={current} />
      {current ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setEditing({ id: current.id, name: current.name, refinements: refinementsOf(current) })}
        >
          {t('savedFilters.edit')}
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary" disabled={filters.isPending} onClick={() => setEditing(newFilter(filters.data, []))}>
        {t('savedFilters.new')}
      </button>
      <Editor filter={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** /search: the saved filters to open, and "Save as filter", which makes a new filter (id -1, 'My Filter #n') from the list's current filters. Signed-in users only. */
export function SearchFilterBar({ refinements }: { refinements: Refinement[] | undefined }) {
  const user = useSignedInUser();
  return user ? <SaveAsFilter refinements={refinements ?? []} /> : null;
}

function SaveAsFilter({ refinements }: { refinements: Refinement[] }) {
  const { t } = useTranslation('savedFilters');
  const filters = useQuery(savedFiltersQuery);
  const [editing, setEditing] = useState<EditedFilter | null>(null);
  usePreloadParts([SavedFilterEditor]);
  return (
    <div className="sf-bar">
      <FilterSwitch filters={filters.data} current={undefined} />
      <button
        type="button"
        className="btn btn-secondary"
        disabled={filters.isPending}
        onClick={() => setEditing(newFilter(filters.data, refinements))}
      >
        {t('savedFilters.saveAs')}
      </button>
      <Editor filter={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
