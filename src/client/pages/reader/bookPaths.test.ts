import { describe, expect, it } from 'vitest';
import { isPicturePage, picturePage, resolveTocHref, substituteUrls } from './bookPaths.ts';

describe('resolveTocHref', () => {
  it('makes a contents href of a navigation document in a folder relative to the package', () => {
    expect(resolveTocHref('nav/nav.xhtml', '../text/ch1.xhtml#s2')).toBe('text/ch1.xhtml#s2');
    expect(resolveTocHref('nav/toc.ncx', 'ch%201.xhtml')).toBe('nav/ch 1.xhtml');
  });

  it('keeps hrefs of a navigation document beside the package, and absolute or odd ones, as they are', () => {
    expect(resolveTocHref('nav.xhtml', 'ch1.xhtml')).toBe('ch1.xhtml');
    expect(resolveTocHref(undefined, 'ch1.xhtml')).toBe('ch1.xhtml');
    expect(resolveTocHref('nav/nav.xhtml', 'https://example.com/a')).toBe('https://example.com/a');
    expect(resolveTocHref('nav/nav.xhtml', '')).toBe('');
  });
});

describe('substituteUrls', () => {
  it('replaces whole references only: 4.jpg is not found inside 14.jpg', () => {
    const page = '<img src="14.jpg"/><img src="4.jpg"/><div style="background:url(4.jpg)"></div>';
    expect(substituteUrls(page, ['4.jpg', '14.jpg'], ['blob:four', 'blob:fourteen'])).toBe(
      '<img src="blob:fourteen"/><img src="blob:four"/><div style="background:url(blob:four)"></div>',
    );
  });

  it('keeps fragments and queries, and skips urls without a replacement', () => {
    expect(substituteUrls("<a href='ch.xhtml#x'>", ['ch.xhtml', 'b.css'], ['blob:ch'])).toBe("<a href='blob:ch#x'>");
    expect(substituteUrls('images/a.png', ['images/a.png'], ['blob:a'])).toBe('blob:a');
  });
});

describe('picturePage', () => {
  it('wraps a reading-order picture in a page that shows it by its own name', () => {
    expect(isPicturePage('/OEBPS/images/p1.JPG')).toBe(true);
    expect(isPicturePage('/OEBPS/cover.svg')).toBe(true);
    expect(isPicturePage('/OEBPS/ch1.xhtml')).toBe(false);
    const page = picturePage('/OEBPS/images/a"b.jpg');
    expect(page).toContain('<img src="a&quot;b.jpg" alt=""/>');
    expect(page).toMatch(/^<\?xml/);
  });
});
