import { describe, expect, it } from 'vitest';
import { insertTitleLink, isLinkableSku, linkName, mentionAt, parseTitleLinks, titleLink } from './titleLinks.ts';

const VALID = '9780306406157';

describe('title links in comment text', () => {
  it('writes a link as [Name](/title/sku), with a name that cannot end it early', () => {
    expect(titleLink('The Overstory', VALID)).toBe(`[The Overstory](/title/${VALID})`);
    expect(titleLink('A [bracketed] (name)\nsecond line', VALID)).toBe(`[A bracketed name second line](/title/${VALID})`);
    expect(linkName('   ')).toBe('title');
    expect(linkName('x'.repeat(500))).toHaveLength(200);
  });

  it('splits text into plain text and links, which join back to the text', () => {
    const text = `Read [The Overstory](/title/${VALID}) and [Fake](/title/9780306406158), not [x](http://evil)!`;
    const parts = parseTitleLinks(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'title', text: `[The Overstory](/title/${VALID})`, name: 'The Overstory', sku: VALID, valid: true },
      { kind: 'text', text: ' and ' },
      { kind: 'title', text: '[Fake](/title/9780306406158)', name: 'Fake', sku: '9780306406158', valid: false },
      { kind: 'text', text: ', not [x](http://evil)!' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('leaves HTML and other paths as plain text', () => {
    expect(parseTitleLinks('<b>hi</b> [a](/admin/1) [b](/title/../x)')).toEqual([{ kind: 'text', text: '<b>hi</b> [a](/admin/1) [b](/title/../x)' }]);
    expect(parseTitleLinks('')).toEqual([]);
  });

  it('follows only skus that are valid ISBN-13s', () => {
    expect(isLinkableSku(VALID)).toBe(true);
    expect(isLinkableSku('9780306406158')).toBe(false);
    expect(isLinkableSku('978-0-306-40615-7')).toBe(false);
    expect(isLinkableSku('0306406152')).toBe(false);
  });
});

describe('the @ mention being typed', () => {
  it('is the text from an @ at a word start to the caret', () => {
    expect(mentionAt('Have you read @Over', 19)).toEqual({ start: 14, query: 'Over' });
    expect(mentionAt('@The Over', 9)).toEqual({ start: 0, query: 'The Over' });
    expect(mentionAt('line\n@abc', 9)).toEqual({ start: 5, query: 'abc' });
  });

  it('is none inside an e-mail address, right after the @, after a leading space or across lines', () => {
    expect(mentionAt('mail me@home', 12)).toBeNull();
    expect(mentionAt('hello @', 7)).toBeNull();
    expect(mentionAt('hello @ x', 9)).toBeNull();
    expect(mentionAt('@abc\ndef', 8)).toBeNull();
    expect(mentionAt('no at', 5)).toBeNull();
    expect(mentionAt(`@${'x'.repeat(61)}`, 62)).toBeNull();
  });

  it('is replaced by the link and a space, the caret after them', () => {
    const text = 'Read @over now';
    const mention = mentionAt(text, 10)!;
    const done = insertTitleLink(text, mention, 10, 'The Overstory', VALID);
    expect(done.text).toBe(`Read [The Overstory](/title/${VALID}) now`);
    expect(done.text.slice(0, done.caret)).toBe(`Read [The Overstory](/title/${VALID}) `);
  });
});
