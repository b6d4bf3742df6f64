import { SaxesParser } from 'saxes';

/** An element read by the streamed XML parser (saxes): local name, namespace, attributes by local name, children, own text. */
export interface XmlElement {
  name: string;
  uri: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  /** Set when the element held more than the node or text limit; the rest of it was not kept. */
  oversized?: boolean;
}

/** Not well-formed XML: the parser's message with line and column. */
export class XmlError extends Error {
  override readonly name = 'XmlError';
}

/** The name of a text node among an element's children. */
export const TEXT_NODE = '#text';

/** Limits of one kept subtree, so that a hostile file cannot build a huge tree. */
const MAX_NODES = 20_000;
const MAX_TEXT = 2_000_000;

/**
 * Streams XML text through saxes (namespaces on; no DTD entities are expanded) and keeps complete subtrees at one
 * depth: depth 0 keeps the whole document, depth 1 each child of the root (e.g. each ONIX <Product>) as it closes.
 * `root` is the root element (without children when depth > 0) as soon as it opens. write() throws XmlError.
 */
export class XmlSubtrees {
  root: XmlElement | null = null;
  /** Complete subtrees not yet taken (take()). */
  private done: XmlElement[] = [];
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly stack: XmlElement[] = [];
  private depthNow = -1;
  private nodes = 0;
  private textLength = 0;

  constructor(private readonly depth: number) {
    this.parser.on('opentag', (tag) => {
      this.depthNow += 1;
      const attrs: Record<string, string> = {};
      for (const attr of Object.values(tag.attributes)) attrs[attr.local] = attr.value;
      const element: XmlElement = { name: tag.local, uri: tag.uri, attrs, children: [], text: '' };
      if (this.depthNow === 0) this.root = element;
      if (this.depthNow < this.depth) return;
      if (this.depthNow === this.depth) {
        this.nodes = 0;
        this.textLength = 0;
        this.stack.push(element);
        return;
      }
      const parent = this.stack[this.stack.length - 1];
      if (!parent) return;
      this.nodes += 1;
      if (this.nodes > MAX_NODES) this.stack[0]!.oversized = true;
      else parent.children.push(element);
      this.stack.push(element);
    });
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => {
      if (this.depthNow >= this.depth) {
        const element = this.stack.pop();
        if (element && this.depthNow === this.depth) this.done.push(element);
      }
      this.depthNow -= 1;
    });
    this.parser.on('error', (error) => {
      throw new XmlError(error.message);
    });
  }

  private addText(text: string) {
    const current = this.stack[this.stack.length - 1];
    if (!current) return;
    this.textLength += text.length;
    if (this.textLength > MAX_TEXT) {
      this.stack[0]!.oversized = true;
      return;
    }
    current.text += text;
    // Kept in order among the children too, for mixed content (an XHTML description).
    current.children.push({ name: TEXT_NODE, uri: '', attrs: {}, children: [], text });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  /** Ends the document: throws XmlError when it is incomplete or has no root element. */
  close(): void {
    this.parser.close();
    if (!this.root) throw new XmlError('the document has no root element');
  }

  /** The subtrees completed since the last take. */
  take(): XmlElement[] {
    const out = this.done;
    this.done = [];
    return out;
  }
}

/** A small XML document as one tree (EPUB container.xml and OPF). */
export function parseXml(text: string): XmlElement {
  const reader = new XmlSubtrees(0);
  reader.write(text);
  reader.close();
  const [root] = reader.take();
  if (!root) throw new XmlError('the document has no root element');
  return root;
}

/** The first child named `name`. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** All text inside the element (its own and its descendants'), whitespace collapsed. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.name === TEXT_NODE) parts.push(c.text);
      else {
        walk(c);
        parts.push(' ');
      }
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The text of the child at a path of names. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  let current = element;
  for (const name of path) current = child(current, name);
  return textOf(current);
}
