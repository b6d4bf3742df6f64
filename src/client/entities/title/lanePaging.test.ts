import { describe, expect, it } from 'vitest';
import { nextLanePage } from './queries.ts';

const page = (count: number, totalCount: number) => ({ products: Array.from({ length: count }, (_, i) => i), totalCount });

describe('nextLanePage', () => {
  it('asks for 20 more after the first 40, starting at title 41', () => {
    const first = page(40, 239);
    expect(nextLanePage(first, [first])).toEqual({ page: 3, pageSize: 20 });
  });

  it('keeps adding pages of 20', () => {
    const pages = [page(40, 239), page(20, 239), page(20, 239)];
    expect(nextLanePage(pages[2]!, pages)).toEqual({ page: 5, pageSize: 20 });
  });

  it('stops when every title is loaded or a page comes back empty', () => {
    const all = [page(40, 55), page(15, 55)];
    expect(nextLanePage(all[1]!, all)).toBeUndefined();
    const short = page(12, 12);
    expect(nextLanePage(short, [short])).toBeUndefined();
    const empty = [page(40, 90), page(0, 90)];
    expect(nextLanePage(empty[1]!, empty)).toBeUndefined();
  });
});
