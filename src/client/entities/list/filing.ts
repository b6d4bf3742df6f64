import { queryOptions } from '@tanstack/react-query';
import { LIST_FILING_MAX } from '../../../shared/contracts/listExtras.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import { fetchTitles } from '../titleList/queries.ts';
import { asListItems, listExtrasKeys } from './queries.ts';

/** The filing of a list (seed 3 §7 POST /api/v1/collaborativeTitleList/filing): every title of it, in its order. */
export interface FiledTitle {
  sku: string;
  name: string;
}

const FILING_PAGE = 100;
const source = (listId: number) => ({ kind: 'collaborativeList' as const, id: listId });

/** Every title of a list in its filing order (sequence), read page by page (up to the filing's maximum). */
export const listFilingQuery = (listId: number) =>
  queryOptions({
    queryKey: listExtrasKeys.filing(listId),
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
