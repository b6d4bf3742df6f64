import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { ProductDetail } from '../../../shared/contracts/titles.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { requestActionFor } from '../../../shared/domain/requestAction.ts';
import { REQUEST_TYPES } from '../../../shared/domain/requests.ts';
import { PartBoundary, usePreloadParts } from '../../ui/lazyPart.tsx';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { resources } from '../../lib/offline/resources.ts';
import { ConfirmQuestion, MessageDialog } from '../../features/request/Dialog.tsx';
import { useChangeRequest } from '../../features/request/mutations.ts';
import { RequestModal } from '../../features/request/parts.ts';
import { myRequestsQuery } from '../../entities/request/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import '../../features/request/requests.css';

// The modal (and its profile editor) is loaded with the jacket's actions (JacketActions.tsx) so that it opens offline.
export { RequestModal };

type Dialog = 'modal' | 'confirmCancel' | 'archive' | null;

/**
 * The request side of the jacket's actions for a signed-in user (seed 2 "Request status", seed 3 galley request
 * states), from the title's flags and the caller's digital request (GET /api/v1/me/requests):
 * Request opens the request modal; a pending request offers 'Cancel Pending Request' (tooltip with its date,
 * confirm 'Cancel this request?'); a cancelled one Re-enable; an approved one not yet downloaded an Archive action
 * that only says it is not yet operational; a declined one says when. The Download button is not ours.
 */
export function RequestButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('requests');
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const requests = useQuery({
    ...myRequestsQuery,
    select: (list) => list.find((r) => r.sku === product.sku && r.requestType === REQUEST_TYPES.digital),
  });
  const change = useChangeRequest();
  usePreloadParts([RequestModal]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const action = requestActionFor(product, requests.data);
  const date = (iso: string) => formatDisplayDate(iso, country);

  let control = null;
  if (requests.isPending && product.isRequestable) {
    control = (
      <button type="button" className="btn btn-primary btn-block" disabled aria-busy="true" title={t('requests.button.loading')}>
        {t('requests.button.request')}
      </button>
    );
  } else if (action.kind === 'request') {
    control = (
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-label={t('requests.button.requestLabel', { title: product.name })}
        onClick={() => setDialog('modal')}
      >
        {t('requests.button.request')}
      </button>
    );
  } else if (action.kind === 'cancelPending') {
    control = (
      <>
        <p className="title-request-status">{t('requests.button.pendingStatus', { date: date(action.submittedDate) })}</p>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          title={t('requests.button.cancelPendingTooltip', { date: date(action.submittedDate) })}
          disabled={change.isPending}
          onClick={() => setDialog('confirmCancel')}
        >
          {t('requests.button.cancelPending')}
        </button>
      </>
    );
  } else if (action.kind === 'reEnable') {
    control = (
      <button
        type="button"
        className="btn btn-primary btn-block"
        title={t('requests.button.reEnableTooltip')}
        disabled={change.isPending}
        onClick={() => change.mutate({ sku: product.sku, change: 'enable', title: product.name })}
      >
        {t('requests.button.reEnable')}
      </button>
    );
  } else if (action.kind === 'archive') {
    control = (
      <button type="button" className="btn btn-secondary btn-block" onClick={() => setDialog('archive')}>
        {t('requests.button.archive')}
      </button>
    );
  } else if (action.kind === 'declined') {
    control = <p className="title-request-status">{t('requests.button.declined', { date: date(action.date) })}</p>;
  } else if (action.kind === 'unavailable') {
    control = (
      <button type="button" className="btn btn-primary btn-block" disabled>
        {t('requests.button.notAvailable')}
      </button>
    );
  }

  return (
    <>
      {control}
      <PendingMark resources={[resources.request(product.sku)]} />
      {dialog === 'modal' ? (
        <PartBoundary>
          <RequestModal product={product} onClose={close} />
        </PartBoundary>
      ) : null}
      {dialog === 'confirmCancel' ? (
        <ConfirmQuestion
          text={t('requests.button.confirmCancel')}
          yes={t('requests.button.yes')}
          no={t('requests.button.no')}
          busy={change.isPending}
          onNo={close}
          onYes={() => change.mutate({ sku: product.sku, change: 'cancel', title: product.name }, { onSettled: close })}
        />
      ) : null}
      {dialog === 'archive' ? (
        <MessageDialog text={t('requests.button.archiveNotOperational')} okLabel={t('requests.button.ok')} onOk={close} />
      ) : null}
    </>
  );
}
