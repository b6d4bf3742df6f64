import { demoCookie, measureApiThroughput } from './apiThroughput.ts';

const filters = (refinements: Array<{ browseLaneType: string; code: string; isExclusion: boolean }>) =>
  `filters=${encodeURIComponent(JSON.stringify(refinements))}`;

/**
 * The request mix of the filtered-titles bench: pages of 20 of every title (viewId 0) as a signed-in user browses
 * them: first pages of the default and other sorts, a deep page, a text search, include and exclude filters, the
 * per-user sorts and filter (community reviews, review copy availability), and a community's view.
 */
export const FILTERED_TITLES_MIX = [
  '/api/v1/filters/0/titles',
  '/api/v1/filters/0/titles?page=2',
  '/api/v1/filters/0/titles?page=37&sort=author&order=asc',
  '/api/v1/filters/0/titles?page=5&sort=pubDate&order=asc',
  '/api/v1/filters/0/titles?q=the',
  `/api/v1/filters/0/titles?${filters([{ browseLaneType: 'format', code: 'Hardcover', isExclusion: true }])}`,
  `/api/v1/filters/0/titles?sort=pages&order=desc&${filters([{ browseLaneType: 'category', code: 'Fiction / Mystery & Detective', isExclusion: false }])}`,
  '/api/v1/filters/0/titles?sort=reviews&order=desc',
  `/api/v1/filters/0/titles?${filters([{ browseLaneType: 'reviewCopyAvailability', code: '1', isExclusion: false }])}`,
  '/api/v1/filters/5001/titles?page=3',
];

/** Checks every request of the mix answers a page of 20 titles, then measures the mix (10 connections, 10 s). */
export async function measureFilteredTitles(baseUrl: string) {
  const cookie = await demoCookie(baseUrl);
  for (const path of FILTERED_TITLES_MIX) {
    const res = await fetch(baseUrl + path, { headers: { cookie } });
    const body = (await res.json()) as { products?: unknown[]; totalCount?: number };
    if (res.status !== 200 || body.products?.length !== 20) {
      throw new Error(`${path} answered ${res.status} with ${body.products?.length} titles (${body.totalCount} in all)`);
    }
  }
  return { ...(await measureApiThroughput(baseUrl, FILTERED_TITLES_MIX)), signedIn: true, mix: FILTERED_TITLES_MIX };
}
