import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { sortKeysFor, type SortDirection, type SortKey, type TitleView } from '../../../shared/domain/titleSort.ts';
import { usePopover } from '../../ui/usePopover.ts';

/** The Sort popover: Asc/Desc and the Sorted By keys of the view (sequence first on catalogues). */
export function SortPopover({
  view,
  sort,
  order,
  onChange,
}: {
  view: TitleView;
  sort: SortKey;
  order: SortDirection;
  onChange: (sort: SortKey, order: SortDirection) => void;
}) {
  const { t } = useTranslation('titleList');
  const { open, setOpen, root, button } = usePopover();
  // The choice shows at once, before the list (and the address) have followed it; forgotten once they have.
  const [asked, setAsked] = useState<{ sort: SortKey; order: SortDirection } | null>(null);
  if (asked && asked.sort === sort && asked.order === order) setAsked(null);
  const choose = (key: SortKey, direction: SortDirection) => {
    setAsked({ sort: key, order: direction });
    onChange(key, direction);
  };
  const shown = asked ?? { sort, order };
  const keyLabel = t(`titleList.sort.keys.${sort}`);
  return (
    <div className="tl-popover-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        className="tl-button"
        aria-expanded={open}
        aria-label={t('titleList.sort.label', { key: keyLabel, direction: t(`titleList.sort.${order}`) })}
        onClick={() => setOpen(!open)}
      >
        {t('titleList.sort.button')}: {keyLabel} {order === 'asc' ? '↑' : '↓'}
      </button>
      {open ? (
        <div className="tl-popover tl-sort" role="dialog" aria-label={t('titleList.sort.button')}>
          <fieldset>
            <legend>{t('titleList.sort.direction')}</legend>
            {(['asc', 'desc'] as const).map((direction) => (
              <label key={direction}>
                <input type="radio" name="tl-sort-direction" checked={shown.order === direction} onChange={() => choose(shown.sort, direction)} />
                {t(`titleList.sort.${direction}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('titleList.sort.sortedBy')}</legend>
            {sortKeysFor(view).map((key) => (
              <label key={key}>
                <input type="radio" name="tl-sort-key" checked={shown.sort === key} onChange={() => choose(key, shown.order)} />
                {t(`titleList.sort.keys.${key}`)}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
