import { describe, expect, it } from 'vitest';
import {
  isPicturePage,
  picturePage,
  renderableItem,
  resolveBookPath,
  resolveTocHref,
  rewriteCssUrls,
  substituteUrls,
  type ManifestItem,
} from './bookPaths.ts';

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

describe('resolveBookPath', () => {
  it('resolves a reference against the file it is written in, also when not written the shortest way', () => {
    expect(resolveBookPath('../images/4.jpg', '/OEBPS/text/ch1.xhtml')).toEqual({ path: '/OEBPS/images/4.jpg', suffix: '' });
    expect(resolveBookPath('./img/4.jpg', '/OEBPS/text/more/ch2.xhtml')).toEqual({ path: '/OEBPS/text/more/img/4.jpg', suffix: '' });
    expect(resolveBookPath('a%20b.svg#icon', 'OEBPS/ch.xhtml')).toEqual({ path: '/OEBPS/a b.svg', suffix: '#icon' });
  });

  it('leaves alone references with a scheme, and fragments alone', () => {
    for (const ref of ['blob:http://x/1', 'data:image/png;base64,AA', 'https://example.com/a.png', '#note', '']) {
      expect(resolveBookPath(ref, '/OEBPS/text/ch1.xhtml'), ref).toBeNull();
    }
  });
});

describe('rewriteCssUrls', () => {
  const blobs: Record<string, string> = {
    '/OEBPS/css/base/typography.css': 'blob:type',
    '/OEBPS/fonts/box.ttf': 'blob:font',
    '/OEBPS/images/ornament.png': 'blob:ornament',
    '/OEBPS/fonts/icons.svg': 'blob:icons',
  };
  const lookup = (path: string) => blobs[path];

  it('swaps @import and url() references, resolved against the stylesheet, for their blob URLs', () => {
    const css = '@import url("base/typography.css");\n@import \'base/typography.css\';\n.o { background: url( ../images/ornament.png ) }';
    expect(rewriteCssUrls(css, '/OEBPS/css/main.css', lookup)).toBe(
      '@import url("blob:type");\n@import \'blob:type\';\n.o { background: url( blob:ornament ) }',
    );
    expect(
      rewriteCssUrls("src: url('../../fonts/box.ttf') format('truetype'), url(../../fonts/icons.svg#i)", '/OEBPS/css/base/typography.css', lookup),
    ).toBe("src: url('blob:font') format('truetype'), url(blob:icons#i)");
  });

  it('keeps references it has nothing for', () => {
    const css = '.a { background: url(data:image/png;base64,AA) } .b { background: url(missing.png) } @import "https://example.com/x.css";';
    expect(rewriteCssUrls(css, '/OEBPS/css/main.css', lookup)).toBe(css);
  });
});

describe('renderableItem', () => {
  const manifest = new Map<string, ManifestItem>([
    ['dtb', { type: 'application/x-dtbook+xml', fallback: 'ch1' }],
    ['ch1', { type: 'application/xhtml+xml' }],
    ['ext', { type: 'application/vnd.corpus.chapter+xml', fallback: 'dtb' }],
    ['pic', { type: 'image/jpeg' }],
    ['loop-a', { type: 'application/x-a', fallback: 'loop-b' }],
    ['loop-b', { type: 'application/x-b', fallback: 'loop-a' }],
    ['dead-end', { type: 'application/x-c', fallback: 'nowhere' }],
  ]);

  it('follows the fallback chain to the first item the reader shows', () => {
    expect(renderableItem(manifest, 'dtb')).toBe('ch1');
    expect(renderableItem(manifest, 'ext')).toBe('ch1');
    expect(renderableItem(manifest, 'ch1')).toBe('ch1');
    expect(renderableItem(manifest, 'pic')).toBe('pic');
  });

  it('keeps the item itself when its chain loops or ends without one', () => {
    expect(renderableItem(manifest, 'loop-a')).toBe('loop-a');
    expect(renderableItem(manifest, 'dead-end')).toBe('dead-end');
    expect(renderableItem(manifest, 'absent')).toBe('absent');
  });
});
