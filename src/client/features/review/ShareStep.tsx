import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Affiliation } from '../../../shared/contracts/affiliations.ts';
import {
  clearAll,
  EPLUS_GROUPS,
  isAllSelected,
  selectAll,
  showCommunitySearch,
  toggleCommunity,
  toggleGroup,
  type ShareOptions,
  type ShareSelection,
} from '../../../shared/domain/shareTargets.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';

function Checkbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="share-choice">
      <input ref={ref} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function CommunityGroup({
  label,
  communities,
  selection,
  onChange,
  empty,
  hiddenCount,
}: {
  label: string;
  communities: Affiliation[];
  selection: ShareSelection;
  onChange: (next: ShareSelection) => void;
  empty: string;
  hiddenCount: number;
}) {
  const chosen = new Set(selection.communityIds);
  const ids = communities.map((c) => c.id);
  const all = ids.length > 0 && ids.every((id) => chosen.has(id));
  const some = ids.some((id) => chosen.has(id));
  return (
    <fieldset className="share-group">
      <legend>
        <Checkbox
          label={label}
          checked={all}
          indeterminate={some && !all}
          disabled={!ids.length}
          onChange={(on) => onChange(toggleGroup(selection, ids, on))}
        />
      </legend>
      {communities.length ? (
        <ul className="share-communities">
          {communities.map((c) => (
            <li key={c.id}>
              <Checkbox label={c.name} checked={chosen.has(c.id)} onChange={(on) => onChange(toggleCommunity(selection, c.id, on))} />
            </li>
          ))}
        </ul>
      ) : hiddenCount ? null : (
        <p className="review-muted">{empty}</p>
      )}
    </fieldset>
  );
}

/**
 * Step 3 'Share (3/3)': Select All, Friends, Colleagues, Publisher, Genre Communities (the title's) and My Other
 * Communities (the caller's non-genre ones). The community search box shows when the count is missing or at least 5.
 */
export function ShareStep({
  selection,
  onChange,
  options,
  genres,
  others,
  genresLoading,
  otherCount,
}: {
  selection: ShareSelection;
  onChange: (next: ShareSelection) => void;
  options: ShareOptions;
  genres: Affiliation[];
  others: Affiliation[];
  genresLoading: boolean;
  otherCount: number | null;
}) {
  const { t } = useTranslation('reviews');
  const searchId = useId();
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const matches = (c: Affiliation) => !needle || c.name.toLowerCase().includes(needle);
  const shownGenres = genres.filter(matches);
  const shownOthers = others.filter(matches);
  const all = isAllSelected(selection, options);
  const none = !EPLUS_GROUPS.some((g) => selection[g]) && selection.communityIds.length === 0;
  return (
    <div className="share-step">
      <Checkbox
        label={t('reviewEditor.share.selectAll')}
        checked={all}
        indeterminate={!all && !none}
        onChange={(on) => onChange(on ? selectAll(options) : clearAll())}
      />
      <div className="share-groups-inline">
        {EPLUS_GROUPS.map((group) => (
          <Checkbox
            key={group}
            label={t(`reviewEditor.share.${group}`)}
            checked={selection[group]}
            onChange={(on) => onChange({ ...selection, [group]: on })}
          />
        ))}
      </div>
      {showCommunitySearch(otherCount) ? (
        <p className="share-search">
          <label htmlFor={searchId}>{t('reviewEditor.share.search')}</label>
          <input id={searchId} type="search" className="review-input" value={q} onChange={(event) => setQ(event.target.value)} />
        </p>
      ) : null}
      {needle && !shownGenres.length && !shownOthers.length ? (
        <p className="review-muted">{t('reviewEditor.share.noMatches', { q: q.trim() })}</p>
      ) : null}
      {genresLoading ? (
        // The genre communities' legend and a choice or two, the height of what replaces them.
        <SkeletonLines
          label={t('reviewEditor.share.genresLoading')}
          widths={['10em', '14em']}
          className="share-group"
          lineClassName="share-skeleton-line"
        />
      ) : (
        <CommunityGroup
          label={t('reviewEditor.share.genreCommunities')}
          communities={shownGenres}
          selection={selection}
          onChange={onChange}
          empty={t('reviewEditor.share.noGenreCommunities')}
          hiddenCount={genres.length - shownGenres.length}
        />
      )}
      <CommunityGroup
        label={t('reviewEditor.share.otherCommunities')}
        communities={shownOthers}
        selection={selection}
        onChange={onChange}
        empty={t('reviewEditor.share.noOtherCommunities')}
        hiddenCount={others.length - shownOthers.length}
      />
    </div>
  );
}
