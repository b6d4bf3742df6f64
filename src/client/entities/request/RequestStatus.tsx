import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { myRequestsQuery } from './queries.ts';

/**
 * The status of the user's latest review copy request for a title ('Request: Approved'), or nothing when there is
 * none. Reads the user's requests (one query for every row that asks).
 */
export function RequestStatus({ sku, className }: { sku: string; className?: string }) {
  const { t } = useTranslation('requests');
  const requests = useQuery(myRequestsQuery);
  // The list comes newest first: the first request for the title is its current one.
  const request = requests.data?.find((r) => r.sku === sku);
  if (!request) return null;
  return (
    <span className={className}>
      {t('requests.statusOf', {
        status: t(`requests.statusName.${request.status}`),
      })}
    </span>
  );
}
