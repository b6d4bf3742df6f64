import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { reviewQueuesQuery } from '../../entities/request/queries.ts';

/** On a publisher community's home, for its owners: a link to the review queue with the pending count. */
export function ReviewQueueLink({ communityId }: { communityId: number }) {
  const { t } = useTranslation('requests');
  const signedIn = useSession().status === 'authenticated';
  const queues = useQuery({ ...reviewQueuesQuery, enabled: signedIn });
  const queue = queues.data?.find((q) => q.communityId === communityId);
  if (!signedIn || !queue) return null;
  return (
    <p className="review-queue-link">
      <Link to="/reviewQueue/$communityId" params={{ communityId: String(communityId) }} className="btn btn-secondary">
        {t('requests.queue.link', { count: queue.pendingCount })}
      </Link>
    </p>
  );
}
