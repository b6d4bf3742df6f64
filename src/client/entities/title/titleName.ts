import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/contracts/titles.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { titleKeys } from './queryKeys.ts';

/** The title's data the client holds: from its title page, else from a list or lane showing it (a tile's data). */
export function knownTitle(client: QueryClient, sku: string): Product | undefined {
  const detail = client.getQueryData<Product>(titleKeys.detail(sku));
  if (detail) return detail;
  for (const queryKey of [titleListKeys.all, titleKeys.all]) {
    for (const [, data] of client.getQueriesData<{ products?: unknown }>({ queryKey })) {
      const products = data && Array.isArray(data.products) ? (data.products as Product[]) : [];
      const found = products.find((product) => product?.sku === sku);
      if (found) return found;
    }
  }
  return undefined;
}

/** A title's name for a change's label: from its title page's data, else its sku. */
export function titleName(client: QueryClient, sku: string): string {
  return knownTitle(client, sku)?.name ?? sku;
}

/** The pending-list label values of a change of some titles: the title's name for one, the count for several. */
export function titlesValues(client: QueryClient, skus: readonly string[]) {
  return { count: skus.length, title: skus.length === 1 ? titleName(client, skus[0]!) : '' };
}
