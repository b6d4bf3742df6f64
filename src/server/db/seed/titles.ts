import type { Random } from '../../../shared/domain/random.ts';
import { isbn13CheckDigit } from '../../../shared/domain/isbn.ts';
import type { products, ProductImage, ProductLink, ProductPrice } from '../schema/catalog.ts';
import { CATEGORIES, FORMATS, MARKUP_NOTES, OTHER_CURRENCIES, PUBLISHERS, PUBLISHING_STATUS, SERIES, type FormatSpec } from './catalogData.ts';
import { descriptions, personName, titleName } from './prose.ts';
import { CAPTIONS, PLACES } from './words.ts';

export type ProductRow = typeof products.$inferInsert;

/** A generated title plus what the rest of the seed needs to know about it. */
export interface GeneratedTitle {
  row: ProductRow & { sku: string; name: string; author: string; pubDate: string };
  publisherIndex: number;
  frontlist: boolean;
}

const DAY_MS = 86_400_000;

export function coverUri(sku: string): string {
  return `/covers/${sku}.svg`;
}
export function interiorUri(sku: string, n: number): string {
  return `/covers/${sku}/interior/${n}.svg`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function seasonOf(date: Date): string {
  const m = date.getUTCMonth();
  const season = m < 2 || m === 11 ? 'Winter' : m < 5 ? 'Spring' : m < 8 ? 'Summer' : 'Fall';
  // December belongs to the next year's winter list.
  return `${season} ${m === 11 ? date.getUTCFullYear() + 1 : date.getUTCFullYear()}`;
}

function makeIsbn(rnd: Random, used: Set<string>): string {
  for (;;) {
    let first12 = '9798';
    for (let i = 0; i < 8; i++) first12 += String(rnd.int(0, 9));
    const isbn = first12 + String(isbn13CheckDigit(first12));
    if (!used.has(isbn)) {
      used.add(isbn);
      return isbn;
    }
  }
}

function formatFor(rnd: Random, category: string): FormatSpec {
  const byName = (name: string) => FORMATS.find((f) => f.format === name)!;
  if (category.startsWith('Juvenile')) return rnd.chance(0.5) ? byName('Board Book') : byName('Hardcover');
  const weights: Array<[string, number]> = [
    ['Hardcover', 36],
    ['Paperback', 30],
    ['Mass Market Paperback', 8],
    ['ebook', 14],
    ['Audiobook', 12],
  ];
  let roll = rnd.int(1, 100);
  for (const [name, weight] of weights) {
    if ((roll -= weight) <= 0) return byName(name);
  }
  return byName('Paperback');
}

function prices(rnd: Random, spec: FormatSpec): ProductPrice[] {
  const usd = rnd.int(spec.usd[0], spec.usd[1]) + 0.99;
  const list: ProductPrice[] = [{ name: 'USD', price: usd }];
  for (const currency of rnd.sample(OTHER_CURRENCIES, rnd.int(0, OTHER_CURRENCIES.length))) {
    list.push({ name: currency.name, price: Math.round(usd * currency.rate) + 0.99 });
  }
  return list;
}

interface Slot {
  category: string;
  series: string;
  author?: string;
  publisherIndex?: number;
}

/** Series volumes first (one author and publisher each), then standalone titles. */
function slots(rnd: Random, count: number): Slot[] {
  const list: Slot[] = [];
  for (const series of SERIES) {
    const { firstName, lastName } = personName(rnd);
    const publisherIndex = rnd.int(0, PUBLISHERS.length - 1);
    for (let v = rnd.int(3, 6); v > 0; v--)
      list.push({ category: series.category, series: series.name, author: `${firstName} ${lastName}`, publisherIndex });
  }
  while (list.length < count) list.push({ category: rnd.pick(CATEGORIES), series: '' });
  return list;
}

/** count titles, deterministic for a given generator, with dates relative to now. */
export function generateTitles(rnd: Random, count: number, now: Date): GeneratedTitle[] {
  const used = new Set<string>();
  const result: GeneratedTitle[] = [];
  const previousInSeries = new Map<string, string>();
  for (const slot of slots(rnd, count)) {
    const r = rnd.fork(`title-${result.length}`);
    const sku = makeIsbn(rnd, used);
    const publisherIndex = slot.publisherIndex ?? r.int(0, PUBLISHERS.length - 1);
    const publisher = PUBLISHERS[publisherIndex]!;
    const imprint = publisher.imprints[r.int(0, 1)]!;
    const name = titleName(r);
    const author = slot.author ?? (({ firstName, lastName }) => `${firstName} ${lastName}`)(personName(r));
    const frontlist = r.chance(0.35);
    const pub = new Date(now.getTime() + (frontlist ? r.int(3, 330) : -r.int(1, 1600)) * DAY_MS);
    const onSale = new Date(pub.getTime() - r.int(0, 7) * DAY_MS);
    const spec = formatFor(r, slot.category);
    const pages = spec.format === 'Board Book' ? 24 : slot.category.startsWith('Juvenile') ? 32 : r.int(140, 560);
    const measurements = spec.trim ? `${spec.trim[0].toFixed(2)} x ${spec.trim[1].toFixed(2)} x ${(pages / 400 + 0.15).toFixed(2)} in` : '';
    const images: ProductImage[] = [{ type: 'jacketCover', uri: coverUri(sku), caption: `${name} jacket cover` }];
    for (let n = 1, k = r.int(1, 3); n <= k; n++) {
      images.push({ type: 'interior', uri: interiorUri(sku, n), caption: r.pick(CAPTIONS).replace('{place}', r.pick(PLACES)) });
    }
    const slug = author.toLowerCase().replace(/[^a-z]+/g, '-');
    const links: ProductLink[] = [
      { type: 'authorWebsite', uri: `https://example.com/authors/${slug}`, caption: `${author} (author website, example link)` },
    ];
    const previous = slot.series ? previousInSeries.get(slot.series) : undefined;
    if (previous) links.push({ type: 'previousInSeries', uri: `/title/${previous}`, caption: `Previous in ${slot.series}` });
    if (slot.series) previousInSeries.set(slot.series, sku);
    const status = frontlist ? PUBLISHING_STATUS.forthcoming : r.chance(0.08) ? PUBLISHING_STATUS.outOfPrint : PUBLISHING_STATUS.active;
    result.push({
      publisherIndex,
      frontlist,
      row: {
        sku,
        ean: sku,
        name,
        author,
        imprintId: publisherIndex * 2 + publisher.imprints.indexOf(imprint) + 1,
        publisherId: publisherIndex + 1,
        supplier: imprint,
        publisher: publisher.name,
        format: spec.format,
        formatDescription: spec.description,
        pubDate: isoDate(pub),
        pubDatePeriodDisplay: seasonOf(pub),
        onSaleDate: isoDate(onSale),
        prices: prices(r, spec),
        pages: spec.pages ? pages : null,
        measurements,
        category: slot.category,
        series: slot.series,
        publishingStatus: status,
        images,
        links,
        descriptions: descriptions(r, { name, author, category: slot.category, series: slot.series }),
        markupNotes: r.chance(0.2) ? r.sample(MARKUP_NOTES, r.int(1, 2)).map((value) => ({ value })) : [],
        reviewCopyAvailability: -1,
        digitalCreatedDate: null,
        digitalUpdatedDate: null,
        isPrcRequestable: frontlist && spec.trim !== null && r.chance(0.3),
      },
    });
  }
  return result;
}
