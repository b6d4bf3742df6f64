import { describe, expect, it } from 'vitest';
import { ChapterXmlError, chapterTree, firstElement, textNodes } from './chapterTree.ts';
import { baseString, chapterLocations } from './locationCfis.ts';

const page = (body: string) =>
  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml">\n' +
  `<head><title>t</title></head>\n${body}\n</html>\n`;

// Expected strings worked out by hand with epubjs's Locations.parse and EpubCFI (locations.js, epubcfi.js).
describe('chapterLocations', () => {
  it('cuts one long text node every `chars` characters, as Locations.parse does (each range starts one past the cut)', () => {
    const xhtml = page('<body id="b"><p id="a">abcdefghijklmnopqrstuvwxy</p></body>');
    expect(chapterLocations(xhtml, '/6/4[c1]', 10)).toEqual([
      'epubcfi(/6/4[c1]!/4[b]/2[a],/1:1,/1:11)',
      'epubcfi(/6/4[c1]!/4[b]/2[a],/1:12,/1:22)',
      'epubcfi(/6/4[c1]!/4[b]/2[a],/1:23,/1:25)',
    ]);
  });

  it('runs ranges across nested elements, skips whitespace-only text, and counts text nodes split by a comment', () => {
    const xhtml = page('<body>\n<p>Hello <em id="e">wide</em> world<!--c-->again</p>\n<p>   </p><p>xyz</p></body>');
    expect(chapterLocations(xhtml, '/6/4', 8)).toEqual([
      'epubcfi(/6/4!/4/2,/1:0,/2[e]/1:2)',
      'epubcfi(/6/4!/4/2,/2[e]/1:3,/5:1)',
      'epubcfi(/6/4!/4,/2/5:2,/6/1:3)',
    ]);
  });

  it('answers one range for a chapter shorter than a location, and none without body text', () => {
    expect(chapterLocations(page('<body><h1>Hi</h1></body>'), '/6/2[x]', 1024)).toEqual(['epubcfi(/6/2[x]!/4/2,/1:0,/1:2)']);
    expect(chapterLocations(page('<body><img src="a.png" alt=""/></body>'), '/6/2', 1024)).toEqual([]);
    expect(chapterLocations('<svg xmlns="http://www.w3.org/2000/svg"><text>no body</text></svg>', '/6/2', 1024)).toEqual([]);
  });

  it('refuses what is not well-formed XML (the page then measures the chapter itself)', () => {
    expect(() => chapterLocations(page('<body><p>open</body>'), '/6/2', 1024)).toThrow(ChapterXmlError);
    expect(() => chapterLocations(page('<body><p>a&nbsp;b</p></body>'), '/6/2', 1024)).toThrow(ChapterXmlError);
  });
});

describe('chapterTree', () => {
  it('makes text nodes as the XML DOM does: entities resolved, CR LF as LF, CDATA a node of its own', () => {
    const root = chapterTree(page('<body><p>a &amp; b\r\nc<![CDATA[zz]]>&#x1F600;</p></body>'));
    const texts = [...textNodes(firstElement(root, 'body')!)].map((t) => [t.text, t.textIndex]);
    expect(texts).toEqual([
      ['a & b\nc', 0],
      ['\u{1F600}', 1],
    ]);
  });
});

describe('baseString', () => {
  it('writes the spine step back as EpubCFI does', () => {
    expect(baseString('/6/14[chap-7]')).toBe('/6/14[chap-7]');
    expect(baseString('/6/2')).toBe('/6/2');
  });
});
