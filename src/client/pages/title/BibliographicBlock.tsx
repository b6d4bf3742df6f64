import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { listTag } from '../../../shared/domain/frontlist.ts';

function formatPrices(prices: ProductDetail['prices']): string {
  return prices.map((p) => `${p.price.toFixed(2)} ${p.name}`).join(' · ');
}

/** Name, author, series, publisher/imprint, format, prices, ISBN, pages, measurements, category and the list tag. */
export function BibliographicBlock({ product, country }: { product: ProductDetail; country?: string | null }) {
  const { t } = useTranslation('titleDetail');
  const tag = listTag(product.pubDate);
  const rows: [string, string | number | null][] = [
    ['series', product.series],
    ['publisher', product.publisher],
    ['supplier', product.supplier],
    ['format', product.formatDescription || product.format],
    ['pubDate', product.pubDate ? formatDisplayDate(product.pubDate, country) : null],
    ['prices', formatPrices(product.prices)],
    ['ean', product.ean],
    ['pages', product.pages],
    ['measurements', product.measurements],
    ['category', product.category],
    ['status', product.publishingStatus],
  ];
  return (
    <div className="biblio-block">
      <p className="title-author">{t('titles.detail.by', { author: product.author })}</p>
      <span className={`list-tag list-tag-${tag}`}>{tag}</span>
      <dl className="biblio">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`titles.detail.fields.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
