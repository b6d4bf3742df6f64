import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { BookEvent } from '../../../shared/contracts/events.ts';
import { mainEventsOnce, splitEvents } from '../../../shared/domain/events.ts';
import { EventRow } from '../../entities/event/EventRow.tsx';
import { genreEventsQuery, joinedEventsQuery, ownedEventsQuery } from '../../entities/event/queries.ts';
import { communitiesQuery } from '../../entities/community/queries.ts';
import { useSession } from '../../entities/session/useSession.ts';
import { NetworkError } from '../../lib/api.ts';
import { EmptyState, ScreenPage } from '../../ui/ScreenPage.tsx';
import { SkeletonText } from '../../ui/Skeleton.tsx';
import { COMMUNITY_HOME_DAYS_BACK } from '../shell/communityHome.ts';

/** Which events the screen shows: a member's (their communities' and their own) or the genre communities'. */
function useEventSources(signedIn: boolean) {
  const mine = useQuery({ ...communitiesQuery(true), enabled: signedIn });
  // Members of some community see their communities' events; visitors and members of none, the genre communities'.
  const memberOfSome = signedIn && !!mine.data?.affiliations.some((c) => c.member);
  const decided = !signedIn || !mine.isPending;
  const joined = useQuery({ ...joinedEventsQuery, enabled: memberOfSome });
  const genre = useQuery({ ...genreEventsQuery, enabled: decided && !memberOfSome });
  const owned = useQuery({ ...ownedEventsQuery, enabled: signedIn });
  const main = memberOfSome ? joined : genre;
  return {
    memberOfSome,
    main,
    pending: !decided || main.isPending || (signedIn && owned.isPending),
    // The events the user organizes join in; a failure to read them leaves the others.
    events: mainEventsOnce(main.data, owned.data),
  };
}

/**
 * /events: the events of the user's communities plus the ones they organize (each once), or, for visitors and members
 * of no community, the genre communities' events (seed 3 §4, §6); upcoming soonest first, past (folded) newest first.
 * Each opens its details on the home of its first community.
 */
export function EventsPage() {
  const { t } = useTranslation('communities');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const country = signedIn ? session.user.organization.address.country : '';
  const { memberOfSome, main, pending, events } = useEventSources(signedIn);
  // Upcoming or past as of when the screen opened.
  const [now] = useState(() => Date.now());
  const days = String(COMMUNITY_HOME_DAYS_BACK);
  let body;
  if (pending)
    body = (
      <div role="status" aria-busy="true" aria-label={t('communities.eventsScreen.loading')}>
        {['60%', '40%', '55%', '70%', '45%'].map((width, i) => (
          <p key={i} className="event-row">
            <SkeletonText width={width} />
          </p>
        ))}
      </div>
    );
  else if (main.isError)
    body = (
      <div className="empty-state" role="alert">
        <p>{main.error instanceof NetworkError ? t('communities.eventsScreen.offline') : t('communities.eventsScreen.loadError')}</p>
        <button type="button" className="btn btn-secondary events-retry" onClick={() => void main.refetch()}>
          {t('communities.eventsScreen.retry')}
        </button>
      </div>
    );
  else {
    const { upcoming, past } = splitEvents(
      events.filter((e) => e.communities.length > 0),
      now,
    );
    const rows = (list: BookEvent[]) => (
      <ul className="event-rows">
        {list.map((e) => (
          <EventRow key={e.id} event={e} communityId={e.communities[0]!.communityId} days={days} country={country} />
        ))}
      </ul>
    );
    body = (
      <>
        <section className="events-section" aria-labelledby="events-upcoming">
          <h2 id="events-upcoming">{t('communities.eventsScreen.upcoming')}</h2>
          {upcoming.length ? rows(upcoming) : <EmptyState text={t('communities.eventsScreen.none')} />}
        </section>
        <details className="events-past">
          <summary>{t('communities.eventsScreen.past')}</summary>
          {past.length ? rows(past) : <p className="event-meta">{t('communities.eventsScreen.nonePast')}</p>}
        </details>
      </>
    );
  }
  return (
    <ScreenPage
      refreshable
      title={t('communities.eventsScreen.title')}
      subtitle={memberOfSome ? t('communities.eventsScreen.subtitleMine') : t('communities.eventsScreen.subtitleGenre')}
    >
      {body}
    </ScreenPage>
  );
}
