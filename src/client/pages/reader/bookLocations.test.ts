import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bookLocations } from './bookLocations.ts';

const page = (body: string) =>
  `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;

describe('bookLocations', () => {
  it('measures XHTML chapters from the zip and leaves HTML and what saxes refuses to the page', async () => {
    const zip = zipSync({
      'OEBPS/a b.xhtml': strToU8('\ufeff' + page('<p>abcdefghijklmnopqrstuvwxy</p>')),
      'OEBPS/stored.xhtml': [strToU8(page('<p>short</p>')), { level: 0 }],
      'OEBPS/broken.xhtml': strToU8(page('<p>a&nbsp;b</p>')),
      'OEBPS/page.html': strToU8('<html><body><p>html</p></body></html>'),
      'OEBPS/plate.png': new Uint8Array([1, 2, 3]),
    });
    const answer = await bookLocations({
      zip,
      chars: 10,
      sections: [
        { url: '/OEBPS/a%20b.xhtml', cfiBase: '/6/2[a]' },
        { url: '/OEBPS/stored.xhtml', cfiBase: '/6/4' },
        { url: '/OEBPS/broken.xhtml', cfiBase: '/6/6' },
        { url: '/OEBPS/page.html', cfiBase: '/6/8' },
        { url: '/OEBPS/plate.png', cfiBase: '/6/10' },
        { url: '/OEBPS/missing.xhtml', cfiBase: '/6/12' },
      ],
    });
    expect(answer).toEqual({
      locations: [
        ['epubcfi(/6/2[a]!/4/2,/1:1,/1:11)', 'epubcfi(/6/2[a]!/4/2,/1:12,/1:22)', 'epubcfi(/6/2[a]!/4/2,/1:23,/1:25)'],
        ['epubcfi(/6/4!/4/2,/1:0,/1:5)'],
        null,
        null,
        [],
        [],
      ],
    });
  });

  it('answers the whole book as the JSON the reader keeps when it measured every section', async () => {
    const zip = zipSync({ 'a.xhtml': strToU8(page('<p>abcdefghijklmnopqrstuvwxy</p>')), 'b.png': new Uint8Array([1]) });
    const answer = await bookLocations({
      zip,
      chars: 20,
      sections: [
        { url: '/a.xhtml', cfiBase: '/6/2' },
        { url: '/b.png', cfiBase: '/6/4' },
      ],
    });
    expect(answer).toEqual({ json: JSON.stringify(['epubcfi(/6/2!/4/2,/1:1,/1:21)', 'epubcfi(/6/2!/4/2,/1:22,/1:25)']) });
  });
});
