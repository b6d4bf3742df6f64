import { chapterTree, firstElement, textNodes, type TreeElement, type TreeText } from './chapterTree.ts';

/**
 * epubjs's Locations.parse without a DOM (issue 21 §1): the same CFIs, character for character, that
 * `book.locations.parse(body, cfiBase, chars)` and EpubCFI make for the chapter, so the locations made in a worker
 * are those epubjs would have made ('% Read', percentageFromCfi and stored locations keep working). Read with
 * node_modules/epubjs/src/locations.js (parse) and epubcfi.js (fromRange, pathTo, joinSteps, segmentString).
 */

interface Step {
  type: 'element' | 'text';
  index: number;
  /** Element.id ('' when none); a text node has none. */
  id: string | undefined;
}

/** joinSteps: elements even ((index + 1) * 2), text nodes odd (2 * index + 1), an element's id as an assertion. */
const joinSteps = (steps: Step[]) =>
  steps.map((s) => `${s.type === 'element' ? (s.index + 1) * 2 : 1 + 2 * s.index}${s.id ? `[${s.id}]` : ''}`).join('/');

/** pathTo's steps for a text node: its own, then its ancestors', up to (not with) the document element. */
function pathSteps(node: TreeText): Step[] {
  const steps: Step[] = [{ type: 'text', index: node.textIndex, id: undefined }];
  for (let element: TreeElement | null = node.parent; element?.parent; element = element.parent) {
    steps.unshift({ type: 'element', index: element.elementIndex, id: element.id });
  }
  return steps;
}

const equalStep = (a: Step | undefined, b: Step | undefined) => !!a && !!b && a.index === b.index && a.id === b.id && a.type === b.type;

/** The base as EpubCFI writes it back after parseComponent (e.g. '/6/4[chap01ref]'). */
export function baseString(cfiBase: string): string {
  const parts = cfiBase.split(':');
  const steps = parts[0]!.split('/');
  if (steps[0] === '') steps.shift();
  let out =
    '/' +
    steps
      .map((step) => {
        const id = /\[(.*)\]/.exec(step)?.[1];
        const num = parseInt(step, 10);
        if (Number.isNaN(num)) throw new Error(`bad CFI base ${cfiBase}`);
        return `${num}${id ? `[${id}]` : ''}`;
      })
      .join('/');
  if (parts.length > 1) {
    const terminal = parts[1]!;
    const assertion = /\[(.*)\]/.exec(terminal)?.[1];
    const offset = parseInt(assertion ? terminal.split('[')[0]! : terminal, 10);
    if (!Number.isNaN(offset)) out += `:${offset}`;
    if (assertion) out += `[${assertion}]`;
  }
  return out;
}

/** EpubCFI(range, base).toString() for a range from one text node's offset to another's. */
function rangeCfi(base: string, start: TreeText, startOffset: number, end: TreeText, endOffset: number): string {
  const from = pathSteps(start);
  const to = pathSteps(end);
  const common: Step[] = [];
  // fromRange: steps shared by both ends go to the path, except the last (its terminals are never the same object).
  for (let i = 0; i < from.length; i++) {
    if (!equalStep(from[i], to[i])) break;
    if (i < from.length - 1) common.push(from[i]!);
  }
  const rest = (steps: Step[]) => joinSteps(steps.slice(common.length));
  return `epubcfi(${base}!/${joinSteps(common)},/${rest(from)}:${startOffset},/${rest(to)}:${endOffset})`;
}

/** Locations.parse for a chapter's tree: a CFI range every `chars` characters of the body's text. */
export function treeLocations(root: TreeElement, cfiBase: string, chars: number): string[] {
  const body = firstElement(root, 'body');
  if (!body) return [];
  const base = baseString(cfiBase);
  const locations: string[] = [];
  let counter = 0;
  let range: { start: TreeText; startOffset: number } | undefined;
  let prev: TreeText | undefined;
  for (const node of textNodes(body)) {
    const len = node.text.length;
    let pos = 0;
    if (node.text.trim().length === 0) continue;
    if (counter === 0) range = { start: node, startOffset: 0 };
    let dist = chars - counter;
    if (dist > len) {
      counter += len;
      pos = len;
    }
    while (pos < len) {
      dist = chars - counter;
      if (counter === 0) {
        pos += 1;
        range = { start: node, startOffset: pos };
      }
      if (pos + dist >= len) {
        counter += len - pos;
        pos = len;
      } else {
        pos += dist;
        locations.push(rangeCfi(base, range!.start, range!.startOffset, node, pos));
        counter = 0;
      }
    }
    prev = node;
  }
  if (range && prev) locations.push(rangeCfi(base, range.start, range.startOffset, prev, prev.text.length));
  return locations;
}

/** The locations of a chapter's XHTML text; throws ChapterXmlError when it is not well-formed XML. */
export function chapterLocations(xhtml: string, cfiBase: string, chars: number): string[] {
  return treeLocations(chapterTree(xhtml), cfiBase, chars);
}
