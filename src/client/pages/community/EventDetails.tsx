import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { EVENT_LINK_KINDS, type BookEvent } from '../../../shared/contracts/events.ts';
import { icsCalendar } from '../../../shared/domain/ics.ts';
import { eventQuery } from '../../entities/event/queries.ts';
import { TitleTile } from '../../entities/title/TitleTile.tsx';
import { EventOwnerActions } from '../../features/eventAdmin/parts.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { SkeletonLines } from '../../ui/SkeletonLines.tsx';
import { PartBoundary } from '../../ui/lazyPart.tsx';
import { EmptyState } from '../../ui/ScreenPage.tsx';
import { eventTimeText, venueText } from '../../entities/event/eventTime.ts';
import { communityHomePath } from '../shell/communityHome.ts';

/** Saves the event as an .ics file (RFC 5545), made on the device: it works offline too. */
function downloadIcs(event: BookEvent) {
  if (!event.time.startTime) return;
  const text = icsCalendar({
    uid: `event-${event.id}@${location.hostname}`,
    title: event.title,
    description: event.description,
    location: venueText(event),
    url: event.links.website ?? `${location.origin}${location.pathname}`,
    start: new Date(event.time.startTime),
    end: new Date(event.time.endTime ?? event.time.startTime),
    stamp: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${event.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}.ics`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * /community/{id}/home/{days}/event/{eventId}: the event's time (the viewer's date style), venue, organizer, links,
 * description, sessions and titles of interest as tiles, and Add to calendar; for those who may edit it, Edit and Delete.
 */
export function EventDetails({ eventId, communityId, country }: { eventId: number | null; communityId: number | null; country: string }) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const detail = useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null });
  if (eventId === null) return <EmptyState text={t('communities.events.unknown')} />;
  if (detail.isPending)
    return <SkeletonLines className="event-details" label={t('communities.events.loadingEvent')} widths={['70%', '45%', '60%', '90%']} />;
  if (detail.isError) {
    const text =
      detail.error instanceof ApiError && detail.error.status === 404
        ? t('communities.events.unknown')
        : detail.error instanceof NetworkError
          ? t('communities.events.offline')
          : t('communities.events.detailLoadError');
    return <EmptyState text={text} />;
  }
  const { event, sessions, products, canEdit } = detail.data;
  const homeCommunityId = communityId ?? event.communities[0]?.communityId ?? null;
  const links = EVENT_LINK_KINDS.flatMap((kind) => (event.links[kind] ? [{ kind, url: event.links[kind] }] : []));
  return (
    <section className="event-details" aria-labelledby="event-title">
      <h2 id="event-title">{event.title}</h2>
      {canEdit && homeCommunityId !== null ? (
        <PartBoundary>
          <EventOwnerActions
            event={event}
            communityId={homeCommunityId}
            onDeleted={() => void navigate({ to: communityHomePath(homeCommunityId), replace: true })}
          />
        </PartBoundary>
      ) : null}
      <dl className="event-facts">
        <dt>{t('communities.events.when')}</dt>
        <dd>{eventTimeText(event, country)}</dd>
        {venueText(event) ? (
          <>
            <dt>{t('communities.events.where')}</dt>
            <dd>{venueText(event)}</dd>
          </>
        ) : null}
        {event.organization.name ? (
          <>
            <dt>{t('communities.events.organizer')}</dt>
            <dd>{event.organization.name}</dd>
          </>
        ) : null}
      </dl>
      {event.ofInterestToList.length ? (
        <p className="community-meta">{t('communities.events.ofInterestTo', { audiences: event.ofInterestToList.join(', ') })}</p>
      ) : null}
      {event.description ? <p>{event.description}</p> : null}
      <div className="community-actions">
        <button type="button" className="community-button is-primary" onClick={() => downloadIcs(event)}>
          {t('communities.events.addToCalendar')}
        </button>
        {links.map((link) => (
          <a key={link.kind} className="community-button" href={link.url} target="_blank" rel="noopener noreferrer">
            {t(`communities.events.link.${link.kind}`)}
          </a>
        ))}
      </div>
      {sessions.length ? (
        <>
          <h3>{t('communities.events.sessions')}</h3>
          <ul className="event-rows">
            {sessions.map((s) => (
              <li key={s.id} className="event-row">
                <strong>{s.title}</strong>
                <span className="community-meta">{eventTimeText(s, country)}</span>
                {s.venue.name ? <span className="community-meta">{s.venue.name}</span> : null}
                {s.description ? <span>{s.description}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {products.length ? (
        <>
          <h3>{t('communities.events.titles')}</h3>
          <ul className="event-titles">
            {products.map((p) => (
              <li key={p.sku}>
                <TitleTile product={p} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
