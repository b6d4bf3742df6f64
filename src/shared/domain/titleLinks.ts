import { isValidIsbn13 } from './isbn.ts';

/**
 * Title links in comment text (seed 3 §2, the new-thought editor's @): plain text `[Name](/title/{sku})`, a bracketed
 * name followed by the title page's path. Comments stay plain text: a link is only ever shown as an in-app link, and
 * only when its sku is a valid ISBN-13 (13 digits, correct check digit); anything else shows as the text it is.
 */

/** The longest title name a link carries (longer names are cut). */
export const TITLE_LINK_NAME_MAX = 200;
/** The longest text after @ that is still looked up as a title. */
export const MENTION_QUERY_MAX = 60;

/** A piece of a comment's text: plain text, or a title link (`valid`: its sku is an ISBN-13 and it may be followed). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'title'; text: string; name: string; sku: string; valid: boolean };

const LINK = /\[([^\][\n]{1,200})\]\(\/title\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\)/g;

/** A name as a link carries it: no brackets, parentheses or line breaks (they would end the link), trimmed and bounded. */
export function linkName(name: string): string {
  const clean = name
    .replace(/[[\]()\n\r]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || 'title').slice(0, TITLE_LINK_NAME_MAX).trim();
}

/** The plain text of a link to a title: `[Name](/title/{sku})`. */
export function titleLink(name: string, sku: string): string {
  return `[${linkName(name)}](/title/${sku})`;
}

/** Whether a link's sku may be followed: 13 digits with a correct ISBN-13 check digit. */
export function isLinkableSku(sku: string): boolean {
  return /^\d{13}$/.test(sku) && isValidIsbn13(sku);
}

/** A comment's text split into plain text and title links, in order; joined again they give the text back. */
export function parseTitleLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    const [whole, name, sku] = match as unknown as [string, string, string];
    parts.push({ kind: 'title', text: whole, name, sku, valid: isLinkableSku(sku) });
    at = start + whole.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** An @ being typed: where the @ is and what follows it up to the caret. */
export interface Mention {
  start: number;
  query: string;
}

/**
 * The @ mention the caret is in, if any: an @ at the start or after a space or line break, then 1 to
 * MENTION_QUERY_MAX characters up to the caret, on one line, not starting with a space.
 */
export function mentionAt(text: string, caret: number): Mention | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (!query || query.length > MENTION_QUERY_MAX || /^\s/.test(query) || /[\n\r@]/.test(query)) return null;
  return { start, query };
}

/** The text with the mention (from its @ to the caret) replaced by a link and a space; and where the caret goes. */
export function insertTitleLink(text: string, mention: Mention, caret: number, name: string, sku: string): { text: string; caret: number } {
  const link = `${titleLink(name, sku)} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: `${text.slice(0, mention.start)}${link}${after}`, caret: mention.start + link.length };
}
