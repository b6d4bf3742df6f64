import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/contracts/titles.ts';
import { titleKeys } from './queryKeys.ts';

/** The title's data the client holds (from its title page), if any. */
export function knownTitle(client: QueryClient, sku: string): Product | undefined {
  return client.getQueryData<Product>(titleKeys.detail(sku));
}

/** A title's name for a change's label: from its title page's data, else its sku. */
export function titleName(client: QueryClient, sku: string): string {
  return knownTitle(client, sku)?.name ?? sku;
}

/** The pending-list label values of a change of some titles: the title's name for one, the count for several. */
export function titlesValues(client: QueryClient, skus: readonly string[]) {
  return { count: skus.length, title: skus.length === 1 ? titleName(client, skus[0]!) : '' };
}
