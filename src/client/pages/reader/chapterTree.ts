import { SaxesParser } from 'saxes';

/**
 * A chapter's XHTML as the browser's XML parser makes its DOM, kept only as far as locations need it (issue 21 §1):
 * elements (local name, `id` attribute), text nodes (adjacent text merged, as the DOM does; comments, processing
 * instructions and CDATA sections are nodes of their own that split text and are not text nodes) and parents.
 */
export interface TreeElement {
  kind: 'element';
  name: string;
  /** The `id` attribute (no namespace) as Element.id answers it: '' when absent. */
  id: string;
  parent: TreeElement | null;
  children: TreeNode[];
  /** Place among the parent's element children. */
  elementIndex: number;
  /** Element children so far (the next one's elementIndex). */
  elementCount: number;
  /** Text-node children so far (the next one's textIndex). */
  textCount: number;
}
export interface TreeText {
  kind: 'text';
  text: string;
  parent: TreeElement;
  /** Place among the parent's text-node children (nodeType 3 only). */
  textIndex: number;
}
/** A comment, processing instruction or CDATA section: splits text, never a text node itself. */
export interface TreeOther {
  kind: 'other';
}
export type TreeNode = TreeElement | TreeText | TreeOther;

/** Not well-formed XML (or XML this tree does not read the way the browser would: a DTD's own entities). */
export class ChapterXmlError extends Error {
  override readonly name = 'ChapterXmlError';
}

/** The chapter's root element; throws ChapterXmlError when saxes finds it not well-formed. */
export function chapterTree(xml: string): TreeElement {
  const parser = new SaxesParser({ xmlns: true });
  let root: TreeElement | null = null;
  let current: TreeElement | null = null;
  const split = () => current?.children.push({ kind: 'other' });
  parser.on('opentag', (tag) => {
    let id = '';
    for (const attr of Object.values(tag.attributes)) if (attr.local === 'id' && attr.uri === '') id = attr.value;
    const element: TreeElement = {
      kind: 'element',
      name: tag.local,
      id,
      parent: current,
      children: [],
      elementIndex: current ? current.elementCount++ : 0,
      elementCount: 0,
      textCount: 0,
    };
    if (current) current.children.push(element);
    else root = element;
    current = element;
  });
  parser.on('closetag', () => {
    current = current?.parent ?? null;
  });
  parser.on('text', (text) => {
    if (!current || text === '') return;
    const last = current.children[current.children.length - 1];
    if (last?.kind === 'text') last.text += text;
    else current.children.push({ kind: 'text', text, parent: current, textIndex: current.textCount++ });
  });
  parser.on('cdata', split);
  parser.on('comment', split);
  parser.on('processinginstruction', split);
  parser.on('error', (error) => {
    throw new ChapterXmlError(error.message);
  });
  parser.write(xml).close();
  if (!root) throw new ChapterXmlError('no root element');
  return root;
}

/** The first element named `name` (any namespace) in document order, as querySelector(name) finds it. */
export function firstElement(root: TreeElement, name: string): TreeElement | null {
  const stack: TreeNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind !== 'element') continue;
    if (node.name === name) return node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return null;
}

/** The text nodes under `root` in document order (a TreeWalker showing text). */
export function* textNodes(root: TreeElement): Generator<TreeText> {
  const stack: TreeNode[] = [...root.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind === 'text') yield node;
    else if (node.kind === 'element') for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}
