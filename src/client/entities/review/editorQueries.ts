import { queryOptions } from '@tanstack/react-query';

import { reviewKeys } from './queryKeys.ts';
import { offlineCopy } from '../../lib/offline/offlineQuery.ts';
import {
  getAssessments as getAssessmentsRoute,
  getGenreAffiliations as getGenreAffiliationsRoute,
  getMyAffiliations as getMyAffiliationsRoute,
  getNominations as getNominationsRoute,
  getShareUri as getShareUriRoute,
  getSharing as getSharingRoute,
  getSubmittableLists as getSubmittableListsRoute,
} from '../../../shared/contracts/routes/reviewEditor.ts';
import { callLazy } from '../../lib/api.ts';

/** GET /api/me/assessments/products/{sku}: the caller's seven ratings of a title (assessmentId 0: no review). */
export const assessmentsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.assessments(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getAssessmentsRoute, async () => (await import('../../../shared/contracts/endpoints/reviewEditor.ts')).getAssessments, {
        params: { sku },
        signal,
      }),
    ),
  });

/** GET /api/me/reviews/products/{sku}/communities/sharing: the caller's share exceptions of a title. */
export const sharingQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.sharing(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getSharingRoute, async () => (await import('../../../shared/contracts/endpoints/reviewEditor.ts')).getSharing, {
        params: { sku },
        signal,
      }),
    ),
  });

/** GET /api/affiliations/me: the caller's joined communities. */
export const myCommunitiesQuery = queryOptions({
  queryKey: reviewKeys.myCommunities(),
  queryFn: offlineCopy(({ signal }) =>
    callLazy(getMyAffiliationsRoute, async () => (await import('../../../shared/contracts/endpoints/affiliations.ts')).getMyAffiliations, { signal }),
  ),
});

/** GET /api/affiliations/genre/products/{sku}: the title's genre communities. */
export const genreCommunitiesQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.genreCommunities(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getGenreAffiliationsRoute, async () => (await import('../../../shared/contracts/endpoints/affiliations.ts')).getGenreAffiliations, {
        params: { sku },
        signal,
      }),
    ),
    retry: false,
  });

/** GET /api/me/reviews/products/{sku}/share-uri/{network}: a social share link of the title page. */
export const shareUriQuery = (sku: string, network: 'facebook' | 'twitter') =>
  queryOptions({
    queryKey: reviewKeys.shareUri(sku, network),
    queryFn: ({ signal }) =>
      callLazy(getShareUriRoute, async () => (await import('../../../shared/contracts/endpoints/reviewEditor.ts')).getShareUri, {
        params: { sku, network },
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });

/** GET /api/affiliations/submissionLists/submittable/{sku}: lists the caller can nominate the title to. */
export const submittableListsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.submittable(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getSubmittableListsRoute, async () => (await import('../../../shared/contracts/endpoints/nominations.ts')).getSubmittableLists, {
        params: { sku },
        signal,
      }),
    ),
  });

/** GET /api/me/reviews/products/{sku}/shares-inclusions/nominations: the caller's nominations of the title. */
export const nominationsQuery = (sku: string) =>
  queryOptions({
    queryKey: reviewKeys.nominated(sku),
    queryFn: offlineCopy(({ signal }) =>
      callLazy(getNominationsRoute, async () => (await import('../../../shared/contracts/endpoints/nominations.ts')).getNominations, {
        params: { sku },
        signal,
      }),
    ),
  });
