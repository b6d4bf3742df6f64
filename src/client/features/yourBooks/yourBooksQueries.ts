import { queryOptions } from '@tanstack/react-query';
import { apiLazy } from '../../api.ts';
import { yourBooksKeys } from './queryKeys.ts';

// Contracts load on demand, in parallel with the request.
const downloadContracts = () => import('../../../shared/contracts/downloads.ts');

/** GET /api/v1/me/galleys/downloads: the caller's downloads, latest first, with their products (signed-in only). */
export const myDownloadsQuery = queryOptions({
  queryKey: yourBooksKeys.downloads(),
  queryFn: ({ signal }) =>
    apiLazy('GET', '/api/v1/me/galleys/downloads', async () => (await downloadContracts()).downloadsResponseSchema, { signal }),
});
