import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SaveReviewBody } from '../../../shared/contracts/reviewEditor.ts';
import { NOMINATIONS_CLOSE_MS } from '../../../shared/domain/reviewEditor.ts';
import { ApiError, apiLazy, NetworkError } from '../../api.ts';
import { showToast } from '../../app/toast.ts';
import { titleKeys } from '../titles/queryKeys.ts';
import { reviewKeys } from './queryKeys.ts';
import './texts.ts';

const editorContracts = () => import('../../../shared/contracts/reviewEditor.ts');
const nominationContracts = () => import('../../../shared/contracts/nominations.ts');
const path = (sku: string) => encodeURIComponent(sku);

/** After a save or delete: the caller's reviews, the editor's data and the title's reviews and counts refetch. */
function invalidateReview(client: QueryClient, sku: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.mine() }),
    client.invalidateQueries({ queryKey: reviewKeys.editor(sku) }),
    client.invalidateQueries({ queryKey: titleKeys.detail(sku) }),
    client.invalidateQueries({ predicate: (q) => q.queryKey[0] === titleKeys.all[0] && q.queryKey[1] === 'communityReviews' && q.queryKey[3] === sku }),
  ]);
}

/** The failure toast of a review change: the server's reason, or offline. */
export function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const reason = error instanceof NetworkError ? t('reviewEditor.offline') : error instanceof ApiError ? error.message : t('reviewEditor.unknownError');
    showToast(t('reviewEditor.changeFailed', { reason }), 'error');
  };
}

/** PUT /api/me/reviews/products/{sku}: saves the caller's review (the editor's Save, and the Much Love heart). */
export function useSaveReview(sku: string) {
  const client = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (body: SaveReviewBody) =>
      apiLazy('PUT', `/api/me/reviews/products/${path(sku)}`, async () => (await editorContracts()).savedReviewSchema, { body: { json: body } }),
    onSuccess: (saved) => {
      client.setQueryData(reviewKeys.mineOfTitle(sku), saved.review);
      client.setQueryData(reviewKeys.sharing(sku), saved.sharing);
      void invalidateReview(client, sku);
    },
    onError: failed,
  });
}

/** DELETE /api/me/reviews/products/{sku}, then 'Deleted review for {title}'. */
export function useDeleteReview(sku: string, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => apiLazy('DELETE', `/api/me/reviews/products/${path(sku)}`, async () => (await editorContracts()).deletedReviewSchema),
    onSuccess: () => {
      client.setQueryData(reviewKeys.mineOfTitle(sku), null);
      showToast(t('reviewEditor.deleted', { title }));
      void invalidateReview(client, sku);
    },
    onError: failed,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PUT /api/me/reviews/products/{sku}/shares-inclusions/nominations; once saved it waits 750 ms before it resolves
 * (the caller then closes), and says 'Nominations saved for {title}'.
 */
export function useSaveNominations(sku: string, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (listIds: number[]) => {
      const saved = await apiLazy(
        'PUT',
        `/api/me/reviews/products/${path(sku)}/shares-inclusions/nominations`,
        async () => (await nominationContracts()).nominationsSchema,
        { body: { json: listIds.map((submissionListId) => ({ submissionListId })) } },
      );
      await wait(NOMINATIONS_CLOSE_MS);
      return saved;
    },
    onSuccess: (saved) => {
      client.setQueryData(reviewKeys.nominated(sku), saved);
      showToast(t('reviewEditor.nominations.saved', { title }));
    },
    onError: failed,
  });
}
