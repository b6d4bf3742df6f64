import { queryOptions } from '@tanstack/react-query';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { LIST_FILING_MAX } from '../../../shared/contracts/listExtras.ts';
import { editAll, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { fetchTitles } from '../titleList/queries.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { asListItems } from './queries.ts';

/** The filing of a list (seed 3 §7 POST /api/v1/collaborativeTitleList/filing): every title of it, in its order. */
export interface FiledTitle {
  sku: string;
  name: string;
}

const FILING_PAGE = 100;
const source = (listId: number) => ({ kind: 'collaborativeList' as const, id: listId });

export const filingKeys = { filing: (listId: number) => ['listFiling', listId] as const };

/** Every title of a list in its filing order (sequence), read page by page (up to the filing's maximum). */
export const listFilingQuery = (listId: number) =>
  queryOptions({
    queryKey: filingKeys.filing(listId),
    queryFn: offlineCopy(async ({ signal }) => {
      const titles: FiledTitle[] = [];
      for (let page = 1; titles.length < LIST_FILING_MAX; page += 1) {
        const answer = asListItems(await fetchTitles(source(listId), { page, sort: 'sequence', order: 'asc' }, FILING_PAGE, signal));
        if (!answer) break;
        const names = new Map(answer.products.map((p) => [p.sku, p.name]));
        titles.push(...answer.items.map((item) => ({ sku: item.sku, name: names.get(item.sku) ?? item.sku })));
        if (titles.length >= answer.totalCount || !answer.items.length) break;
      }
      return titles;
    }),
    staleTime: 15_000,
  });

/** What filing shows at once: the list's titles in their new order, their sequence numbers in every page of the list. */
export const filingEdit: ReplayableEdit<{ listId: number; skus: string[] }> = {
  kind: 'listFiling',
  edits: (_, { listId, skus }) => {
    const position = new Map(skus.map((sku, i) => [sku, i]));
    return [
      editAll<FiledTitle[] | undefined>(filingKeys.filing(listId), (titles) =>
        titles ? [...titles].sort((a, b) => (position.get(a.sku) ?? 0) - (position.get(b.sku) ?? 0)) : titles,
      ),
      editAll<FilteredTitles>(titleListKeys.pages(source(listId)), (before) => {
        const page = asListItems(before);
        if (!page) return before;
        return { ...page, items: page.items.map((item) => (position.has(item.sku) ? { ...item, sequence: position.get(item.sku)! } : item)) };
      }),
    ];
  },
};
