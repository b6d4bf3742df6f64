import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { QueuedRequest } from '../../../shared/contracts/reviewQueue.ts';
import { formatDisplayDate } from '../../../shared/domain/dateStyle.ts';
import { isForbidden } from '../../lib/api.ts';
import { AccessDenied } from '../../ui/errors/AccessDenied.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { useSession } from '../../entities/session/useSession.ts';
import { Jacket } from '../../entities/title/Jacket.tsx';
import { useDecideRequest } from '../../features/request/mutations.ts';
import { reviewQueueQuery } from '../../entities/request/queries.ts';
import '../../features/request/requests.css';

/**
 * /reviewQueue/{communityId}: the pending review copy requests for titles of the community's publisher, for its
 * owners (others get Access Denied): title, requester, date, purpose, reason, with Approve and Decline.
 */
export function ReviewQueuePage({ communityId }: { communityId: number }) {
  const { t } = useTranslation('requests');
  const query = useQuery(reviewQueueQuery(communityId));
  if (query.isError && isForbidden(query.error)) return <AccessDenied />;
  const queue = query.data;
  return (
    <ScreenPage
      title={t('requests.queue.title')}
      subtitle={queue ? t('requests.queue.subtitle', { name: queue.name, publisher: queue.publisher }) : undefined}
    >
      {query.isPending ? (
        <p role="status" aria-busy="true">
          {t('requests.queue.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p>{t('requests.queue.error')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('requests.queue.retry')}
          </button>
        </div>
      ) : queue!.requests.length === 0 ? (
        <EmptyState text={t('requests.queue.empty')} />
      ) : (
        <ul className="review-queue" aria-label={t('requests.queue.title')}>
          {queue!.requests.map((request) => (
            <QueueItem key={request.id} communityId={communityId} request={request} />
          ))}
        </ul>
      )}
    </ScreenPage>
  );
}

function QueueItem({ communityId, request }: { communityId: number; request: QueuedRequest }) {
  const { t } = useTranslation('requests');
  const session = useSession();
  const country = session.status === 'loading' ? null : (session.culture.split('-')[1] ?? null);
  const decide = useDecideRequest(communityId);
  const names = { title: request.product.name, requester: request.requester.fullName };
  const headingId = `queue-item-${request.id}`;
  const who = [request.requester.fullName, request.requester.classification, request.requester.organization].filter(Boolean).join(' · ');
  return (
    <li className="review-queue-item" aria-labelledby={headingId}>
      <Jacket product={request.product} requestHeight={200} drawHeight={90} />
      <div className="review-queue-details">
        <h2 id={headingId} className="review-queue-title">
          <Link to="/title/$sku" params={{ sku: request.sku }}>
            {request.product.name}
          </Link>
          {request.requestType === 2 ? <span className="review-queue-tag">{t('requests.queue.print')}</span> : null}
        </h2>
        <dl>
          <dt>{t('requests.queue.requester')}</dt>
          <dd>{who}</dd>
          <dt>{t('requests.queue.date')}</dt>
          <dd>{formatDisplayDate(request.submittedDate, country)}</dd>
          <dt>{t('requests.queue.purpose')}</dt>
          <dd>{request.evaluationType ? t(`requests.modal.purposes.${request.evaluationType}`) : '-'}</dd>
          {request.department || request.course || request.enrollment ? (
            <>
              <dt>{t('requests.modal.purposes.3')}</dt>
              <dd>
                {t('requests.queue.course', {
                  department: request.department || '-',
                  course: request.course || '-',
                  enrollment: request.enrollment || '-',
                })}
              </dd>
            </>
          ) : null}
          <dt>{t('requests.queue.reason')}</dt>
          <dd>{request.requestReason || '-'}</dd>
          <dt>{t('requests.queue.profile')}</dt>
          <dd className="request-overview">{request.requestProfile || '-'}</dd>
        </dl>
      </div>
      <div className="review-queue-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={decide.isPending}
          aria-label={t('requests.queue.approveLabel', names)}
          onClick={() => decide.mutate({ id: request.id, decision: 'approve', ...names })}
        >
          {t('requests.queue.approve')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={decide.isPending}
          aria-label={t('requests.queue.declineLabel', names)}
          onClick={() => decide.mutate({ id: request.id, decision: 'decline', ...names })}
        >
          {t('requests.queue.decline')}
        </button>
      </div>
    </li>
  );
}
