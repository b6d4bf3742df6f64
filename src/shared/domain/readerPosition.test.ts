import { describe, expect, it } from 'vitest';
import { furthestPosition, galleyExpired, percentFromFraction, percentRead, positionToOpen, readOnlineTooltip } from './readerPosition.ts';

const at = (percentOfBookCompleted: number, cfi = `epubcfi(/6/${percentOfBookCompleted})`) => ({ cfi, percentOfBookCompleted });

describe('furthestPosition', () => {
  it('keeps the position further into the book, whichever side it comes from', () => {
    expect(furthestPosition(at(42), at(50))).toEqual(at(50));
    expect(furthestPosition(at(50), at(42))).toEqual(at(50));
  });
  it('takes the incoming position when nothing is stored, and keeps the stored one when nothing comes', () => {
    expect(furthestPosition(null, at(3))).toEqual(at(3));
    expect(furthestPosition(at(3), undefined)).toEqual(at(3));
    expect(furthestPosition(null, null)).toBeNull();
  });
  it('on a tie keeps the stored position, unless the incoming one adds a CFI to a percent-only position', () => {
    const stored = at(42, 'epubcfi(/6/4!/4/2)');
    expect(furthestPosition(stored, at(42, 'epubcfi(/6/4!/4/8)'))).toBe(stored);
    expect(furthestPosition(at(42, ''), at(42, 'epubcfi(/6/4!/4/8)'))).toEqual(at(42, 'epubcfi(/6/4!/4/8)'));
    const percentOnly = at(42, '');
    expect(furthestPosition(percentOnly, at(42, ''))).toBe(percentOnly);
  });
});

describe('percentRead and percentFromFraction', () => {
  it('rounds down to a whole percent within 0 to 100', () => {
    expect(percentRead(42)).toBe(42);
    expect(percentRead(42.99)).toBe(42);
    expect(percentRead(99.6)).toBe(99);
    expect(percentRead(100)).toBe(100);
    expect(percentRead(-1)).toBe(0);
  });
  it('turns epubjs fractions into percents with two decimals', () => {
    expect(percentFromFraction(0.4235)).toBe(42.35);
    expect(percentFromFraction(1)).toBe(100);
    expect(percentFromFraction(1.2)).toBe(100);
    expect(percentFromFraction(Number.NaN)).toBe(0);
  });
});

describe('galleyExpired', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is expired once drcExpirationDate has passed, never without one', () => {
    expect(galleyExpired('2026-03-01T11:59:59Z', now)).toBe(true);
    expect(galleyExpired('2026-03-01T12:00:00Z', now)).toBe(true);
    expect(galleyExpired('2026-03-02T00:00:00Z', now)).toBe(false);
    expect(galleyExpired(null, now)).toBe(false);
    expect(galleyExpired('', now)).toBe(false);
  });
});

describe('readOnlineTooltip', () => {
  it('says unavailable unless the title is in the web reader and readable by the user', () => {
    expect(readOnlineTooltip({ inWebReader: false, canRead: true, lastViewed: null })).toEqual({ kind: 'unavailable' });
    expect(readOnlineTooltip({ inWebReader: true, canRead: false, lastViewed: '2026-01-01T00:00:00Z' })).toEqual({ kind: 'unavailable' });
  });
  it('gives the last viewed date when known, else the plain invitation', () => {
    expect(readOnlineTooltip({ inWebReader: true, canRead: true, lastViewed: '2026-01-01T00:00:00Z' })).toEqual({
      kind: 'lastViewed',
      date: '2026-01-01T00:00:00Z',
    });
    expect(readOnlineTooltip({ inWebReader: true, canRead: true, lastViewed: null })).toEqual({ kind: 'read' });
  });
});

describe('positionToOpen', () => {
  const local = (percentOfBookCompleted: number, updatedAt: string) => ({ ...at(percentOfBookCompleted), updatedAt });
  const server = (percentOfBookCompleted: number, created: string, cfi?: string) => ({ ...at(percentOfBookCompleted, cfi), created });
  it('opens at the server position when another device read further since this one last moved', () => {
    const s = server(70, '2026-03-02T00:00:00Z');
    expect(positionToOpen(local(40, '2026-03-01T00:00:00Z'), s)).toBe(s);
  });
  it("keeps this device's position when it moved after the server's furthest position, even backwards", () => {
    const l = local(20, '2026-03-03T00:00:00Z');
    expect(positionToOpen(l, server(42, '2026-03-01T00:00:00Z'))).toBe(l);
  });
  it('never takes a newer server position that is behind this device', () => {
    const l = local(60, '2026-03-01T00:00:00Z');
    expect(positionToOpen(l, server(30, '2026-03-02T00:00:00Z'))).toBe(l);
  });
  it('uses whichever exists when only one does', () => {
    const s = server(42, '2026-03-01T00:00:00Z', '');
    expect(positionToOpen(null, s)).toBe(s);
    expect(positionToOpen(local(5, '2026-03-01T00:00:00Z'), null)).toMatchObject({ percentOfBookCompleted: 5 });
    expect(positionToOpen(undefined, undefined)).toBeNull();
  });
});
