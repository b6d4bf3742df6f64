import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Product } from '../../../shared/contracts/titles.ts';
import { TitleTile, type TileSummary } from '../../entities/title/TitleTile.tsx';

/** A title tile in a tiled list: the shared TitleTile with its selection checkbox and, on catalogues, sequence + 1. */
export function ListTile({
  title,
  summary,
  selected,
  onSelect,
  action,
}: {
  title: Product;
  summary?: TileSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** An extra control under the tile. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('titleList');
  return (
    <li className={selected ? 'list-tile is-selected' : 'list-tile'} data-sku={title.sku}>
      <label className="list-tile-select">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
        <span className="tl-sr-only">{t('titleList.select', { name: title.name })}</span>
      </label>
      <TitleTile product={title} summary={summary} />
      {title.sequence !== null ? <span className="list-tile-sequence">#{title.sequence + 1}</span> : null}
      {action}
    </li>
  );
}
