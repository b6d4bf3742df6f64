import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { useOpenTitleDrawer } from '../../entities/title/titleDrawerSearch.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { titleSearchQuery } from '../../entities/title/queries.ts';

/** Seed 3: the title autocomplete waits 500 ms after typing; jackets at height 200. */
export const AUTOCOMPLETE_DELAY_MS = 500;
const AUTOCOMPLETE_JACKET_HEIGHT = 200;
const MIN_CHARACTERS = 2;

/**
 * The header's search box, a combobox: typing suggests titles by name or author (500 ms after the last key);
 * choosing one (click, or arrows and Enter) opens it in the title drawer; submitting navigates to /search?q=.
 */
export function SearchBox({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const openTitle = useOpenTitleDrawer();
  const listId = useId();
  const [q, setQ] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(q.trim(), AUTOCOMPLETE_DELAY_MS);
  const enabled = open && settled.length >= MIN_CHARACTERS;
  const hits = useQuery({ ...titleSearchQuery(settled), enabled });
  const options = enabled && settled === q.trim() ? (hits.data ?? []) : [];
  const expanded = options.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function choose(sku: string) {
    close();
    openTitle(sku);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = options[active];
    if (chosen) {
      choose(chosen.sku);
      return;
    }
    close();
    const query = q.trim();
    void navigate({ to: '/search', search: query ? { q: query } : {} });
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && (open || active >= 0)) {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the text (-1).
      setActive((current) => {
        const next = current + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    }
  }
  const activeIndex = active >= options.length ? -1 : active;
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <input
        type="search"
        name="q"
        value={q}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => {
          setQ(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button type="submit" className="search-submit" aria-label={t('header.search')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={t('header.suggestions')} className="search-suggestions" hidden={!expanded}>
        {options.map((hit, index) => (
          <li
            key={hit.sku}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Chosen on mousedown: a click would come after the input's blur has closed the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(hit.sku);
            }}
          >
            <Jacket
              product={{ sku: hit.sku, images: hit.images ?? [], name: hit.name }}
              requestHeight={AUTOCOMPLETE_JACKET_HEIGHT}
              drawHeight={40}
              decorative
              className="search-suggestion-jacket"
            />
            <span className="search-suggestion-text">
              <span className="search-suggestion-name">{hit.name}</span>
              <span className="search-suggestion-author">{hit.author}</span>
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
