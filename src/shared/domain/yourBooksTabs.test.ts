import { describe, expect, it } from 'vitest';
import {
  downloadsInTab,
  downloadTabCounts,
  parseTab,
  REQUEST_TABS,
  requestsInTab,
  requestTab,
  requestTabCounts,
  reviewedSkus,
  reviewsInTab,
  reviewTab,
  reviewTabCounts,
  selectedTab,
  shelfItemsInTab,
  shelfTabCounts,
  type TabRequest,
} from './yourBooksTabs.ts';

const request = (sku: string, status: TabRequest['status'], downloadDate: string | null = null): TabRequest => ({ sku, status, downloadDate });
const reviewed = reviewedSkus([{ sku: 'r1' }, { sku: 'x' }]);

describe('requests tabs', () => {
  it('puts each status in its tab', () => {
    expect(requestTab(request('a', 'approved'), reviewed)).toBe('readyToDownload');
    expect(requestTab(request('a', 'approved', '2026-03-01T10:00:00Z'), reviewed)).toBe('downloadedNotReviewed');
    expect(requestTab(request('r1', 'approved', '2026-03-01T10:00:00Z'), reviewed)).toBe('downloadedReviewed');
    expect(requestTab(request('a', 'rejected'), reviewed)).toBe('declined');
    expect(requestTab(request('a', 'pending'), reviewed)).toBe('pending');
    expect(requestTab(request('a', null), reviewed)).toBe('pending');
  });

  it('keeps cancelled and approvedArchived requests in All only', () => {
    expect(requestTab(request('a', 'cancelled'), reviewed)).toBeNull();
    expect(requestTab(request('a', 'approvedArchived', '2026-03-01T10:00:00Z'), reviewed)).toBeNull();
    const counts = requestTabCounts([request('a', 'cancelled'), request('b', 'approvedArchived')], reviewed);
    expect(counts).toEqual([{ key: 'all', count: 2 }]);
  });

  it('counts the demo account: 3 approved (one downloaded), pending, rejected, cancelled; zero tabs hidden', () => {
    const requests = [
      request('d', 'approved', '2026-03-01T10:00:00Z'),
      request('e', 'approved'),
      request('f', 'approved'),
      request('g', 'pending'),
      request('h', 'rejected'),
      request('i', 'cancelled'),
    ];
    expect(requestTabCounts(requests, reviewed)).toEqual([
      { key: 'all', count: 6 },
      { key: 'readyToDownload', count: 2 },
      { key: 'downloadedNotReviewed', count: 1 },
      { key: 'declined', count: 1 },
      { key: 'pending', count: 1 },
    ]);
    expect(requestsInTab(requests, 'readyToDownload', reviewed).map((r) => r.sku)).toEqual(['e', 'f']);
    expect(requestsInTab(requests, 'all', reviewed)).toHaveLength(6);
    expect(requestsInTab(requests, 'downloadedReviewed', reviewed)).toEqual([]);
  });

  it('shows All with a zero count when there are no requests', () => {
    expect(requestTabCounts([], reviewed)).toEqual([{ key: 'all', count: 0 }]);
  });
});

describe('downloads tabs', () => {
  it('splits downloads by whether the sku is among the reviews', () => {
    const downloads = [{ sku: 'x' }, { sku: 'y' }, { sku: 'z' }];
    expect(downloadTabCounts(downloads, reviewed)).toEqual([
      { key: 'all', count: 3 },
      { key: 'downloadedNotReviewed', count: 2 },
      { key: 'downloadedReviewed', count: 1 },
    ]);
    expect(downloadsInTab(downloads, 'downloadedReviewed', reviewed)).toEqual([{ sku: 'x' }]);
    expect(downloadTabCounts([{ sku: 'y' }], reviewed)).toEqual([
      { key: 'all', count: 1 },
      { key: 'downloadedNotReviewed', count: 1 },
    ]);
  });
});

describe('reviews tabs', () => {
  it('buckets ratings 0-2, 3-5, 6-8, 9-10 at their edges', () => {
    const bucket = (rating: number | null) => reviewTab({ sku: 's', rating });
    expect([0, 2, 3, 5, 6, 8, 9, 10].map(bucket)).toEqual(['0-2', '0-2', '3-5', '3-5', '6-8', '6-8', '9-10', '9-10']);
    expect(bucket(null)).toBeNull();
    expect(bucket(11)).toBeNull();
    expect(reviewTab({ sku: 's', rating: null, overallAssessment: 7 })).toBe('6-8');
  });

  it('counts by bucket with zero buckets hidden, a review without rating in All only', () => {
    const reviews = [
      { sku: 'a', rating: 9 },
      { sku: 'b', rating: 10 },
      { sku: 'c', rating: 4 },
      { sku: 'd', rating: null },
    ];
    expect(reviewTabCounts(reviews)).toEqual([
      { key: 'all', count: 4 },
      { key: '3-5', count: 1 },
      { key: '9-10', count: 2 },
    ]);
    expect(reviewsInTab(reviews, '9-10').map((r) => r.sku)).toEqual(['a', 'b']);
  });
});

describe('shelves tabs', () => {
  it('shows All (every shelved title) and one tab per shelf holding titles, in shelf order', () => {
    const items = [
      { sku: 'a', shelf: 'Favorites' as const },
      { sku: 'b', shelf: 'AnticipatingHigh' as const },
      { sku: 'c', shelf: 'Favorites' as const },
    ];
    expect(shelfTabCounts(items)).toEqual([
      { key: 'all', count: 3 },
      { key: 'AnticipatingHigh', count: 1 },
      { key: 'Favorites', count: 2 },
    ]);
    expect(shelfItemsInTab(items, 'Favorites').map((i) => i.sku)).toEqual(['a', 'c']);
    expect(shelfItemsInTab(items, 'all').map((i) => i.sku)).toEqual(['a', 'b', 'c']);
  });

  it('keeps All, with 0, when no title is shelved', () => {
    expect(shelfTabCounts([])).toEqual([{ key: 'all', count: 0 }]);
    expect(selectedTab(shelfTabCounts([]), 'Favorites')).toBe('all');
  });
});

describe('selected tab', () => {
  it('keeps the URL tab when visible, else the first visible one', () => {
    const tabs = [
      { key: 'all', count: 2 },
      { key: 'pending', count: 2 },
    ];
    expect(selectedTab(tabs, 'pending')).toBe('pending');
    expect(selectedTab(tabs, 'declined')).toBe('all');
    expect(selectedTab(tabs, undefined)).toBe('all');
    expect(selectedTab([{ key: 'Favorites', count: 1 }], 'CurrentlyReading')).toBe('Favorites');
    expect(selectedTab([], 'Favorites')).toBeNull();
  });

  it('reads only known tab keys from the URL', () => {
    expect(parseTab(REQUEST_TABS, 'declined')).toBe('declined');
    expect(parseTab(REQUEST_TABS, 'Declined')).toBeUndefined();
    expect(parseTab(REQUEST_TABS, 3)).toBeUndefined();
  });
});
