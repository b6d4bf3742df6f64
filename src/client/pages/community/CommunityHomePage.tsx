import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityListLinks } from './CommunityListLinks.tsx';
import { ReviewQueueLink } from './ReviewQueueLink.tsx';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';

/** /community/{communityId}/home/{reviewsCreatedDateMaxDaysBack}; the event variant renders in `children`. */
export function CommunityHomePage({ communityId, children }: { communityId: number | null; children?: ReactNode }) {
  const { t } = useTranslation(['screens', 'common']);
  if (communityId === null) {
    return (
      <ScreenPage title={t('screens.community.title')}>
        <EmptyState text={t('screens.community.invalid')} />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage title={t('screens.community.title')} subtitle={t('screens.community.subtitle', { id: communityId })}>
      {children}
      <CommunityListLinks communityId={communityId} />
      <ReviewQueueLink communityId={communityId} />
      <EmptyState text={t('screens.community.empty')} />
    </ScreenPage>
  );
}

export function EventDetails({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['screens', 'common']);
  return (
    <section className="panel" aria-labelledby="event-title">
      <h2 id="event-title" className="panel-title">
        {t('screens.event.title')}
      </h2>
      <EmptyState text={t('screens.event.empty', { id: eventId })} />
    </section>
  );
}
