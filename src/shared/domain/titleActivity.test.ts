import { describe, expect, it } from 'vitest';
import { titleActivityBySku } from './titleActivity.ts';

describe('titleActivityBySku', () => {
  it('gives each reviewed title the date its review was last saved', () => {
    const map = titleActivityBySku({
      reviews: [
        { sku: 'a', createdDate: '2026-01-02T10:00:00Z', updatedDate: '2026-01-05T10:00:00Z' },
        { sku: 'b', createdDate: '2026-02-01T10:00:00Z', updatedDate: '' },
      ],
    });
    expect(map.get('a')).toEqual({ reviewed: '2026-01-05T10:00:00Z' });
    expect(map.get('b')).toEqual({ reviewed: '2026-02-01T10:00:00Z' });
    expect(map.has('c')).toBe(false);
  });

  it('lets the latest request decide between requested and declined; a cancelled one shows neither', () => {
    const map = titleActivityBySku({
      requests: [
        { sku: 'p', status: null, submittedDate: '2026-03-01T00:00:00Z', statusChangedDate: null },
        { sku: 'ok', status: 'approved', submittedDate: '2026-03-02T00:00:00Z', statusChangedDate: '2026-03-04T00:00:00Z' },
        { sku: 'no', status: 'rejected', submittedDate: '2026-03-03T00:00:00Z', statusChangedDate: '2026-03-06T00:00:00Z' },
        { sku: 'again', status: 'rejected', submittedDate: '2026-01-01T00:00:00Z', statusChangedDate: '2026-01-02T00:00:00Z' },
        { sku: 'again', status: 'pending', submittedDate: '2026-02-01T00:00:00Z', statusChangedDate: null },
        { sku: 'gone', status: 'cancelled', submittedDate: '2026-03-05T00:00:00Z', statusChangedDate: '2026-03-05T00:00:00Z' },
      ],
    });
    expect(map.get('p')).toEqual({ requested: '2026-03-01T00:00:00Z' });
    expect(map.get('ok')).toEqual({ requested: '2026-03-02T00:00:00Z' });
    expect(map.get('no')).toEqual({ declined: '2026-03-06T00:00:00Z' });
    expect(map.get('again')).toEqual({ requested: '2026-02-01T00:00:00Z' });
    expect(map.has('gone')).toBe(false);
  });

  it('combines the latest download with the other activity of the same title', () => {
    const map = titleActivityBySku({
      reviews: [{ sku: 'x', createdDate: '2026-04-03T00:00:00Z', updatedDate: '2026-04-03T00:00:00Z' }],
      requests: [{ sku: 'x', status: 'approved', submittedDate: '2026-04-01T00:00:00Z', statusChangedDate: '2026-04-01T00:00:00Z' }],
      downloads: [
        { sku: 'x', downloadDate: '2026-04-02T00:00:00Z' },
        { sku: 'x', downloadDate: '2026-04-02T12:00:00Z' },
      ],
    });
    expect(map.get('x')).toEqual({ requested: '2026-04-01T00:00:00Z', downloaded: '2026-04-02T12:00:00Z', reviewed: '2026-04-03T00:00:00Z' });
  });

  it('answers an empty map when there is no activity', () => {
    expect(titleActivityBySku({}).size).toBe(0);
  });
});
