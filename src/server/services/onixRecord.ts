import { isValidIsbn13 } from '../../shared/domain/isbn.ts';
import { isWellFormedText } from '../../shared/domain/wellFormedText.ts';
import type { ImportFailure } from '../../shared/contracts/publisherImport.ts';
import type { ProductPrice } from '../db/schema/catalog.ts';
import { child, childrenNamed, textAt, textOf, type XmlElement } from './xmlTree.ts';

/** What one ONIX 3.0 <Product> (reference tags) gives a title. */
export interface OnixRecord {
  reference: string;
  isbn: string;
  title: string;
  author: string;
  /** '' when the record names no publisher (the importer's own is used). */
  publisherName: string;
  imprintName: string;
  pubDate: string | null;
  onSaleDate: string | null;
  prices: ProductPrice[];
  category: string;
  summary: string;
  coverLink: string;
  format: string;
  pages: number | null;
  publishingStatus: string;
}

export type ReadProduct = { ok: true; record: OnixRecord } | { ok: false; failure: ImportFailure };

const MAX = { reference: 200, title: 500, author: 500, name: 200, category: 200, summary: 20_000, link: 2000 };

/** ONIX code list 150 (product form) to the format names of the catalogue. */
const FORMS: Record<string, string> = {
  BB: 'Hardcover',
  BC: 'Paperback',
  BH: 'Board Book',
  EA: 'ebook',
  EB: 'ebook',
  EC: 'ebook',
  ED: 'ebook',
  AJ: 'Audio',
  AN: 'Audio',
  AC: 'Audio',
};
/** ONIX code list 64 (publishing status). */
const STATUSES: Record<string, string> = { '02': 'Forthcoming', '04': 'Active', '07': 'Out of Print', '01': 'Cancelled' };

class RecordProblem extends Error {}

function bounded(value: string, max: number, what: string): string {
  if (value.length > max) throw new RecordProblem(`${what} is longer than ${max} characters`);
  if (!isWellFormedText(value)) throw new RecordProblem(`${what} holds characters that are not allowed`);
  return value;
}

/** ONIX dates: dateformat 00 YYYYMMDD (the default), 01 YYYYMM, 05 YYYY; also YYYY-MM-DD. */
function onixDate(element: XmlElement | undefined, what: string): string | null {
  if (!element) return null;
  const raw = textOf(element).replace(/-/g, '');
  const format = element.attrs.dateformat ?? '00';
  const full = format === '01' && /^\d{6}$/.test(raw) ? `${raw}01` : format === '05' && /^\d{4}$/.test(raw) ? `${raw}0101` : raw;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(full);
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw new RecordProblem(`${what} "${textOf(element)}" is not a date`);
  return iso;
}

function isbnOf(product: XmlElement): string {
  const ids = childrenNamed(product, 'ProductIdentifier');
  const found = ids.find((i) => textAt(i, 'ProductIDType') === '15') ?? ids.find((i) => textAt(i, 'ProductIDType') === '03');
  if (!found) throw new RecordProblem('no ISBN-13 (ProductIdentifier with ProductIDType 15)');
  const isbn = textAt(found, 'IDValue').replace(/-/g, '');
  if (!isValidIsbn13(isbn)) throw new RecordProblem(`"${isbn.slice(0, 40)}" is not a valid ISBN-13`);
  return isbn;
}

function titleOf(detail: XmlElement | undefined): string {
  const titles = childrenNamed(detail, 'TitleDetail');
  const main = titles.find((t) => textAt(t, 'TitleType') === '01') ?? titles[0];
  const elements = childrenNamed(main, 'TitleElement');
  const element = elements.find((e) => textAt(e, 'TitleElementLevel') === '01') ?? elements[0];
  const text = textAt(element, 'TitleText') || [textAt(element, 'TitlePrefix'), textAt(element, 'TitleWithoutPrefix')].filter(Boolean).join(' ');
  if (!text) throw new RecordProblem('no title (TitleDetail/TitleElement/TitleText)');
  const subtitle = textAt(element, 'Subtitle');
  return bounded(subtitle ? `${text}: ${subtitle}` : text, MAX.title, 'the title');
}

function authorOf(detail: XmlElement | undefined): string {
  const contributors = childrenNamed(detail, 'Contributor');
  const name = (c: XmlElement) =>
    textAt(c, 'PersonName') || [textAt(c, 'NamesBeforeKey'), textAt(c, 'KeyNames')].filter(Boolean).join(' ') || textAt(c, 'CorporateName');
  const authors = contributors.filter((c) => childrenNamed(c, 'ContributorRole').some((r) => textOf(r) === 'A01'));
  const names = (authors.length > 0 ? authors : contributors).map(name).filter(Boolean);
  if (names.length === 0) throw new RecordProblem('no contributor (Contributor/PersonName)');
  return bounded(names.join(', '), MAX.author, 'the contributors');
}

function pricesOf(product: XmlElement): ProductPrice[] {
  const prices: ProductPrice[] = [];
  for (const supply of childrenNamed(product, 'ProductSupply')) {
    for (const detail of childrenNamed(supply, 'SupplyDetail')) {
      for (const price of childrenNamed(detail, 'Price')) {
        const amount = textAt(price, 'PriceAmount');
        const currency = textAt(price, 'CurrencyCode').toUpperCase();
        if (!/^\d{1,7}(\.\d{1,4})?$/.test(amount)) throw new RecordProblem(`price "${amount.slice(0, 20)}" is not an amount`);
        if (!/^[A-Z]{3}$/.test(currency)) throw new RecordProblem(`currency "${currency.slice(0, 10)}" is not a currency code`);
        if (!prices.some((p) => p.name === currency)) prices.push({ name: currency, price: Number(amount) });
      }
    }
  }
  return prices.slice(0, 20);
}

function categoryOf(detail: XmlElement | undefined): string {
  const subjects = childrenNamed(detail, 'Subject');
  const main = subjects.find((s) => child(s, 'MainSubject')) ?? subjects[0];
  return bounded(textAt(main, 'SubjectHeadingText') || textAt(main, 'SubjectCode'), MAX.category, 'the subject');
}

function summaryOf(collateral: XmlElement | undefined): string {
  const texts = childrenNamed(collateral, 'TextContent');
  const description = texts.find((t) => textAt(t, 'TextType') === '03') ?? texts.find((t) => textAt(t, 'TextType') === '02');
  return bounded(textAt(description, 'Text'), MAX.summary, 'the description');
}

function coverOf(collateral: XmlElement | undefined): string {
  const cover = childrenNamed(collateral, 'SupportingResource').find((r) => textAt(r, 'ResourceContentType') === '01');
  const link = textAt(child(cover, 'ResourceVersion'), 'ResourceLink');
  if (!link) return '';
  let url: URL | null = null;
  try {
    url = new URL(link);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new RecordProblem(`the cover link "${link.slice(0, 80)}" is not an http(s) URL`);
  return bounded(link, MAX.link, 'the cover link');
}

function pagesOf(detail: XmlElement | undefined): number | null {
  const extent = childrenNamed(detail, 'Extent').find((e) => textAt(e, 'ExtentUnit') === '03');
  const value = Number(textAt(extent, 'ExtentValue'));
  return extent && Number.isInteger(value) && value > 0 && value < 100_000 ? value : null;
}

/** Reads and checks one <Product>; position (from 1) names a record without a RecordReference. */
export function readProduct(product: XmlElement, position: number): ReadProduct {
  const reference = textAt(product, 'RecordReference').slice(0, MAX.reference) || `#${position}`;
  let isbn = '';
  try {
    if (product.oversized) throw new RecordProblem('the record is too large');
    isbn = isbnOf(product);
    if (textAt(product, 'NotificationType') === '05') throw new RecordProblem('deletions (NotificationType 05) are not imported');
    const detail = child(product, 'DescriptiveDetail');
    const collateral = child(product, 'CollateralDetail');
    const publishing = child(product, 'PublishingDetail');
    const publishers = childrenNamed(publishing, 'Publisher');
    const publisher = publishers.find((p) => textAt(p, 'PublishingRole') === '01') ?? publishers[0];
    const dates = childrenNamed(publishing, 'PublishingDate');
    const dateOf = (role: string) => dates.find((d) => textAt(d, 'PublishingDateRole') === role);
    const record: OnixRecord = {
      reference,
      isbn,
      title: titleOf(detail),
      author: authorOf(detail),
      publisherName: bounded(textAt(publisher, 'PublisherName'), MAX.name, 'the publisher'),
      imprintName: bounded(textAt(child(publishing, 'Imprint'), 'ImprintName'), MAX.name, 'the imprint'),
      pubDate: onixDate(child(dateOf('01'), 'Date'), 'the publication date'),
      onSaleDate: onixDate(child(dateOf('02'), 'Date'), 'the on-sale date'),
      prices: pricesOf(product),
      category: categoryOf(detail),
      summary: summaryOf(collateral),
      coverLink: coverOf(collateral),
      format: FORMS[textAt(detail, 'ProductForm')] ?? '',
      pages: pagesOf(detail),
      publishingStatus: STATUSES[textAt(publishing, 'PublishingStatus')] ?? '',
    };
    return { ok: true, record };
  } catch (error) {
    if (!(error instanceof RecordProblem)) throw error;
    return { ok: false, failure: { record: reference, isbn, message: error.message } };
  }
}
