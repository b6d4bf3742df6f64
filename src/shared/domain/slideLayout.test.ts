import { describe, expect, it } from 'vitest';
import { COVER_MAX_HEIGHT, COVER_MAX_WIDTH, coverBox, fitWithin, SLIDE, TEXT_BOXES } from './slideLayout.ts';

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
