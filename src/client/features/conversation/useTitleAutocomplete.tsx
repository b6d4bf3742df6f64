import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { insertTitleLink, mentionAt } from '../../../shared/domain/titleLinks.ts';
import { titleLinkSearchQuery } from '../../entities/conversation/queries.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { NetworkError } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

/** Seed 3: the @ title autocomplete asks 500 ms after the last key; jackets at height 200. */
export const TITLE_LINK_DELAY_MS = 500;
const JACKET_HEIGHT = 200;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The comment editor's @ title link (seed 3 §2): typing @ and a few letters offers titles by name or author (500 ms
 * after the last key); arrows move through them, Enter or a click inserts `[Name](/title/{sku})` in place of the @
 * text (shared/domain/titleLinks.ts), Escape closes the list. The text box is the combobox, the list its listbox.
 * Offline the list says the search needs the network; the editor keeps working.
 */
export function useTitleAutocomplete(text: string, setText: (text: string) => void, box: RefObject<HTMLTextAreaElement | null>) {
  const { t } = useTranslation('conversations');
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  /** The @ whose list Escape closed (its position): closed until another @ is typed. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const mention = mentionAt(text, caret);
  const open = mention !== null && mention.start !== dismissed;
  const query = open ? mention.query.trim() : '';
  const settled = useDebouncedValue(query, TITLE_LINK_DELAY_MS);
  const ready = open && settled !== '' && settled === query;
  const hits = useQuery({ ...titleLinkSearchQuery(settled), enabled: ready && !offline() });
  const options = ready ? (hits.data ?? []) : [];
  const needsNetwork = open && (offline() || (ready && hits.error instanceof NetworkError));
  const expanded = open && (options.length > 0 || needsNetwork || (ready && hits.isSuccess));
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (index: number) => {
    const hit = options[index];
    if (!hit || !mention) return;
    const done = insertTitleLink(text, mention, caret, hit.name, hit.sku);
    setText(done.text);
    setCaret(done.caret);
    setActive(0);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(done.caret, done.caret);
    });
  };
  const track = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(event.currentTarget.selectionStart);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!expanded) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // the list closes, not the drawer
      setDismissed(mention!.start);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && options.length) {
      event.preventDefault();
      choose(activeIndex);
    }
  };

  const comboboxProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && options.length ? `${listId}-${activeIndex}` : undefined,
    onKeyDown,
    onSelect: track,
    onBlur: () => setDismissed(mention?.start ?? null),
    onFocus: (event: SyntheticEvent<HTMLTextAreaElement>) => {
      track(event);
      setDismissed(null);
    },
  } as const;

  const list = (
    <div className="conv-mentions" hidden={!expanded}>
      {needsNetwork ? (
        <p className="conv-mentions-note" role="status">
          {t('conversations.titleLink.offline')}
        </p>
      ) : ready && hits.isSuccess && !options.length ? (
        <p className="conv-mentions-note" role="status">
          {t('conversations.titleLink.none', { q: settled })}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t('conversations.titleLink.label')} className="conv-mention-list">
        {options.map((hit, index) => (
          <li
            key={hit.sku}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Chosen on mousedown: a click would come after the text box's blur has closed the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            <Jacket
              product={{ sku: hit.sku, images: hit.images ?? [], name: hit.name }}
              requestHeight={JACKET_HEIGHT}
              drawHeight={48}
              decorative
              className="conv-mention-jacket"
            />
            <span className="conv-mention-text">
              <span className="conv-mention-name">{hit.name}</span>
              <span className="conv-meta">{hit.author}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  return { comboboxProps, list, setCaret };
}
