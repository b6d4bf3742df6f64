import { queryOptions } from '@tanstack/react-query';
import { apiLazy } from '../../lib/api.ts';
import { reviewKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';

const editorContracts = () => import('../../../shared/contracts/reviewEditor.ts');
const reviewContracts = () => import('../../../shared/contracts/titleReviews.ts');
const affiliationContracts = () => import('../../../shared/contracts/affiliations.ts');
const nominationContracts = () => import('../../../shared/contracts/nominations.ts');
const path = (sku: string) => encodeURIComponent(sku);

/** GET /api/me/assessments/products/{sku}: the caller's seven ratings of a title (assessmentId 0: no review). */
export const assessmentsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.assessments(sku),
    queryFn: offlineCopy(({ signal }) => apiLazy('GET', `/api/me/assessments/products/${path(sku)}`, async () => (await editorContracts()).assessmentsSchema, { signal })),
  });

/** GET /api/me/reviews/products/{sku}/communities/sharing: the caller's share exceptions of a title. */
export const sharingQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.sharing(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/me/reviews/products/${path(sku)}/communities/sharing`, async () => (await reviewContracts()).shareExceptionsSchema, { signal })),
  });

/** GET /api/affiliations/me: the caller's joined communities. */
export const myCommunitiesQuery = queryOptions({
  queryKey: reviewKeys.myCommunities(),
  queryFn: offlineCopy(({ signal }) => apiLazy('GET', '/api/affiliations/me', async () => (await affiliationContracts()).myAffiliationsSchema, { signal })),
});

/** GET /api/affiliations/genre/products/{sku}: the title's genre communities. */
export const genreCommunitiesQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.genreCommunities(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/affiliations/genre/products/${path(sku)}`, async () => (await affiliationContracts()).genreAffiliationsSchema, { signal })),
    retry: false,
  });

/** GET /api/me/reviews/products/{sku}/share-uri/{network}: a social share link of the title page. */
export const shareUriQuery = (sku: string, network: 'facebook' | 'twitter') =>
  queryOptions({
    queryKey: reviewKeys.shareUri(sku, network),
    queryFn: ({ signal }) =>
      apiLazy('GET', `/api/me/reviews/products/${path(sku)}/share-uri/${network}`, async () => (await editorContracts()).shareUriSchema, { signal }),
    retry: false,
    staleTime: Infinity,
  });

/** GET /api/affiliations/submissionLists/submittable/{sku}: lists the caller can nominate the title to. */
export const submittableListsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.submittable(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/affiliations/submissionLists/submittable/${path(sku)}`, async () => (await nominationContracts()).submittableListsSchema, { signal })),
  });

/** GET /api/me/reviews/products/{sku}/shares-inclusions/nominations: the caller's nominations of the title. */
export const nominationsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.nominated(sku),
    queryFn: offlineCopy(({ signal }) =>
      apiLazy('GET', `/api/me/reviews/products/${path(sku)}/shares-inclusions/nominations`, async () => (await nominationContracts()).nominationsSchema, {
        signal,
      })),
  });
