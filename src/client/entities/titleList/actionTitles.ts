import type { Product } from '../../../shared/contracts/titles.ts';

import { fetchTitles, type TitleListRequest, type TitleSource } from './queries.ts';
import { getProductsBatch as getProductsBatchRoute } from '../../../shared/contracts/routes/titles.ts';
import { callLazy } from '../../lib/api.ts';

/** The batch and page size used to read many titles at once (the API's maximum for both). */
const BATCH = 100;

/**
 * The titles an Action menu entry acts on (seed 2: the selected titles, or all titles of the list when none
 * are selected), with their product data, in list order for "all" and in selection order otherwise.
 * "All" honours the list's text search and filters; selected skus are read with POST /api/products/products,images.
 */
export async function fetchActionTitles(
  source: TitleSource,
  request: TitleListRequest,
  selected: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  if (selected.length) {
    const batches: string[][] = [];
    for (let i = 0; i < selected.length; i += BATCH) batches.push(selected.slice(i, i + BATCH));
    const answers = await Promise.all(
      batches.map((skus) =>
        callLazy(getProductsBatchRoute, async () => (await import('../../../shared/contracts/endpoints/titles.ts')).getProductsBatch, {
          body: { json: skus },
          signal,
        }),
      ),
    );
    return answers.flat();
  }
  const all = { ...request, page: 1 };
  const first = await fetchTitles(source, all, BATCH, signal);
  const pages = Math.ceil(first.totalCount / BATCH);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchTitles(source, { ...all, page: i + 2 }, BATCH, signal)),
  );
  return [first, ...rest].flatMap((page) => page.products);
}
