import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type * as z from 'zod/mini';
import type { nominationsSchema } from '../../../shared/contracts/nominations.ts';
import type { SaveReviewBody, SavedReview } from '../../../shared/contracts/reviewEditor.ts';
import { NOMINATIONS_CLOSE_MS } from '../../../shared/domain/reviewEditor.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { showToast } from '../../lib/toast.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { titleKeys } from '../../entities/title/queryKeys.ts';
import { reviewKeys } from '../../entities/review/queryKeys.ts';
import { reviewEdit } from '../../entities/review/reviewEdits.ts';
import {
  deleteReview as deleteReviewRoute,
  saveNominations as saveNominationsRoute,
  saveReview as saveReviewRoute,
} from '../../../shared/contracts/routes/reviewEditor.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';

const editorContracts = () => import('../../../shared/contracts/reviewEditor.ts');
const nominationContracts = () => import('../../../shared/contracts/nominations.ts');

/** After a save or delete: the caller's reviews, the editor's data and the title's reviews and counts refetch. */
function invalidateReview(client: QueryClient, sku: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.mine() }),
    client.invalidateQueries({ queryKey: reviewKeys.editor(sku) }),
    client.invalidateQueries({ queryKey: titleKeys.detail(sku) }),
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === titleKeys.all[0] && q.queryKey[1] === 'communityReviews' && q.queryKey[3] === sku,
    }),
  ]);
}

/** The failure toast of a review change: the server's reason, or offline. */
export function useFailureToast() {
  const { t } = useTranslation('reviews');
  return (error: unknown) => {
    const reason =
      error instanceof NetworkError ? t('reviewEditor.offline') : error instanceof ApiError ? error.message : t('reviewEditor.unknownError');
    showToast(t('reviewEditor.changeFailed', { reason }), 'error');
  };
}

/** A save or (null) a delete of the caller's review of a title, as the screen shows it. */
const reviewShown = (sku: string, save: SaveReviewBody | null) => shown(reviewEdit, { sku, save, now: new Date().toISOString() });

/** PUT /api/me/reviews/products/{sku}: saves the caller's review (the editor's Save, and the Much Love heart). */
export function useSaveReview(sku: string, title: string) {
  const failed = useFailureToast();
  return useChangeMutation<SaveReviewBody, SavedReview>({
    change: (body) => ({
      ...requestLine(saveReviewRoute, { sku }),
      body: { json: body },
      resource: resources.review(sku),
      label: { key: 'changes:changes.label.reviewSave', values: { title, rating: body.ratings.overall } },
    }),
    contract: async () => (await editorContracts()).savedReviewSchema,
    shows: (body) => reviewShown(sku, body),
    onApplied: (saved, _, client) => {
      client.setQueryData(reviewKeys.mineOfTitle(sku), saved.review);
      client.setQueryData(reviewKeys.sharing(sku), saved.sharing);
      void invalidateReview(client, sku);
    },
    onRefused: failed,
  });
}

/** DELETE /api/me/reviews/products/{sku}, then 'Deleted review for {title}'. */
export function useDeleteReview(sku: string, title: string) {
  const { t } = useTranslation('reviews');
  const failed = useFailureToast();
  return useChangeMutation<void, unknown>({
    change: () => ({
      ...requestLine(deleteReviewRoute, { sku }),
      resource: resources.review(sku),
      label: { key: 'changes:changes.label.reviewDelete', values: { title } },
    }),
    shows: () => reviewShown(sku, null),
    onApplied: (_, __, client) => {
      client.setQueryData(reviewKeys.mineOfTitle(sku), null);
      showToast(t('reviewEditor.deleted', { title }));
      void invalidateReview(client, sku);
    },
    onRefused: failed,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PUT /api/me/reviews/products/{sku}/shares-inclusions/nominations; once saved it waits 750 ms before it resolves
 * (the caller then closes), and says 'Nominations saved for {title}'.
 */
export function useSaveNominations(sku: string, title: string) {
  const { t } = useTranslation('reviews');
  const failed = useFailureToast();
  return useChangeMutation<number[], z.output<typeof nominationsSchema>>({
    change: (listIds) => ({
      ...requestLine(saveNominationsRoute, { sku }),
      body: { json: listIds.map((submissionListId) => ({ submissionListId })) },
      resource: resources.nominations(sku),
      label: { key: 'changes:changes.label.nominations', values: { title } },
    }),
    contract: async () => (await nominationContracts()).nominationsSchema,
    onApplied: async (saved, _, client) => {
      await wait(NOMINATIONS_CLOSE_MS);
      client.setQueryData(reviewKeys.nominated(sku), saved);
      showToast(t('reviewEditor.nominations.saved', { title }));
    },
    onRefused: failed,
  });
}
