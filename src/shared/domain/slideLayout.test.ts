import { describe, expect, it } from 'vitest';
import { COVER_MAX_HEIGHT, COVER_MAX_WIDTH, coverBox, fitWithin, SLIDE, slideFacts, TEXT_BOXES } from './slideLayout.ts';

describe('slide layout', () => {
  it('fits a 2:3 cover to the 4.3 max height, keeping its aspect ratio', () => {
    expect(fitWithin(300, 450)).toEqual({ w: 2.867, h: 4.3 });
  });

  it('fits a wide image to the 3.2 max width', () => {
    expect(fitWithin(1000, 500)).toEqual({ w: 3.2, h: 1.6 });
  });

  it('scales a small image up until one side reaches its limit', () => {
    const size = fitWithin(32, 43)!;
    expect(size).toEqual({ w: COVER_MAX_WIDTH, h: COVER_MAX_HEIGHT });
  });

  it('refuses an image without a usable size', () => {
    expect(fitWithin(0, 450)).toBeNull();
    expect(fitWithin(300, Number.NaN)).toBeNull();
    expect(coverBox(-1, 10)).toBeNull();
  });

  it('centres the cover in its area and keeps every box on the slide, text right of the cover', () => {
    const box = coverBox(300, 450)!;
    expect(box.h).toBe(4.3);
    expect(box.y).toBeCloseTo((SLIDE.height - 4.3) / 2, 3);
    const wide = coverBox(1000, 500)!;
    expect(wide.y + wide.h / 2).toBeCloseTo(SLIDE.height / 2, 3);
    for (const b of [box, wide, ...Object.values(TEXT_BOXES)]) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(SLIDE.width);
      expect(b.y + b.h).toBeLessThanOrEqual(SLIDE.height);
      if (b !== box && b !== wide) expect(b.x).toBeGreaterThanOrEqual(box.x + COVER_MAX_WIDTH);
    }
  });
});

describe('slide facts', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const title = {
    ean: '9780000000017',
    name: 'The Quiet Harbour',
    author: 'Ada Lovelace',
    supplier: 'Lantern Press',
    format: 'Hardcover',
    pubDate: '2027-03-05',
    prices: [{ name: 'USD', price: 27.99 }],
    pages: 320,
    measurements: '',
    category: 'Fiction / Literary',
  };

  it('labels a title published after now FRONTLIST and lists its facts in the fixed order', () => {
    expect(slideFacts(title, now)).toEqual({
      label: 'FRONTLIST',
      facts: [
        ['imprint', 'Lantern Press'],
        ['format', 'Hardcover'],
        ['pubDate', 'March 5, 2027'],
        ['price', '27.99 USD'],
        ['pages', '320'],
        ['isbn', '9780000000017'],
        ['category', 'Fiction / Literary'],
      ],
    });
  });

  it('labels a published or undated title BACKLIST and leaves out facts it lacks', () => {
    expect(slideFacts({ ...title, pubDate: '2020-01-01' }, now).label).toBe('BACKLIST');
    const bare = slideFacts({ ...title, pubDate: null, prices: [], pages: null, category: ' ' }, now);
    expect(bare.label).toBe('BACKLIST');
    expect(bare.facts.map(([key]) => key)).toEqual(['imprint', 'format', 'isbn']);
  });
});
