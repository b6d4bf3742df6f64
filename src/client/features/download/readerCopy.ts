import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { keepGalleyForReader } from '../../entities/galley/galleyStore.ts';
import { readerKeys } from '../../entities/galley/queryKeys.ts';

/**
 * Keeps a downloaded EPUB for the web reader, so that Read Online opens it with no network: the galley stored on this
 * device (the file the new window downloads is the user's, out of the app's reach), and the reader's code loaded
 * once through the service worker, which keeps it (the /read route's chunks and the unzipper it imports when it
 * opens a galley). Answers whether the copy is kept.
 */
export async function keepForReader(product: ProductDetail, resourceId: string, router: AnyRouter, client: QueryClient): Promise<boolean> {
  const entry = product.availableReviewCopyFormats.find((f) => f.resourceId === resourceId);
  const [kept] = await Promise.all([
    keepGalleyForReader({
      sku: product.sku,
      name: product.name,
      author: product.author,
      resourceId,
      drcExpirationDate: entry?.drcExpirationDate ?? null,
    }),
    router.preloadRoute({ to: '/read/$sku', params: { sku: product.sku } }),
    import('fflate'),
  ]);
  await client.invalidateQueries({ queryKey: readerKeys.onDevice(product.sku) });
  return 'galley' in kept;
}
