import type { QueryClient } from '@tanstack/react-query';
import { productQuery } from '../../entities/title/queries.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';

/** What a scanned ISBN is: a title of the catalogue, none, or unknown for now (offline and not among the titles seen). */
export type IsbnLookup = { kind: 'found'; title: { sku: string; name: string } } | { kind: 'notFound' } | { kind: 'unknownOffline' };

/**
 * Looks a scanned ISBN-13 up as a title (the demo and publishers' skus are ISBN-13s): GET /api/products/{sku}, and
 * offline the title's offline copy or the titles seen in lists (productQuery's offline fallback).
 */
export async function lookUpIsbn(client: QueryClient, isbn: string): Promise<IsbnLookup> {
  try {
    const product = await client.fetchQuery({ ...productQuery(isbn), retry: false, staleTime: 60_000 });
    return { kind: 'found', title: { sku: product.sku, name: product.name } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    if (error instanceof NetworkError) return { kind: 'unknownOffline' };
    throw error;
  }
}
