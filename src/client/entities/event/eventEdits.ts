import type { BookEvent, EventBody, EventDetail } from '../../../shared/contracts/events.ts';
import { edit, editAll, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { eventKeys } from './queryKeys.ts';

/**
 * The outbox resources of event changes (Change.resource; lib/offline/resources.ts names the others): the changes of
 * one event replay in the order they were made, and its pending mark looks for them. Kept with the events' edits
 * rather than in the first routes' resources module.
 */
export const eventResources = {
  event: (eventId: number) => `event:${eventId}`,
  /** New events of a community (they have no id until the server makes them). */
  communityEvents: (communityId: number) => `communityEvents:${communityId}`,
};

/** An owner's event written (created or rewritten): the body sent, and the event's id (a new one: its id on this device, below 0, until sent). */
export interface EventSave {
  eventId: number;
  body: EventBody;
}

/** The event with the body's fields (organizer, images and owner as they were). */
export function withBody(event: BookEvent, body: EventBody): BookEvent {
  return {
    ...event,
    title: body.title,
    description: body.description,
    time: { startTime: body.startTime, endTime: body.endTime },
    venue: body.venue,
    links: body.links,
    ofInterestToList: body.ofInterestToList,
    skus: body.skus,
    communities: body.communityIds.map((communityId) => ({ communityId })),
    sessionParentEventId: body.sessionParentEventId ?? null,
  };
}

/** A new event as its communities' lists show it while it waits: its id on this device only (below 0). */
const pendingEvent = ({ eventId, body }: EventSave): BookEvent =>
  withBody(
    {
      id: eventId,
      title: '',
      description: '',
      time: {},
      venue: {},
      links: {},
      organization: {},
      images: {},
      communities: [],
      ofInterestToList: [],
      skus: [],
      ownerAppUserId: 0,
      sessionParentEventId: null,
    },
    body,
  );

const isEvents = (data: unknown): data is BookEvent[] => Array.isArray(data);
const isDetail = (data: unknown): data is EventDetail => typeof data === 'object' && data !== null && 'event' in data;

/**
 * What a created or rewritten event shows in every events answer: its detail and each list holding it (a new one is
 * added to the lists of its communities). Set, not toggled: applied again, it changes nothing.
 */
export const eventSaveEdit: ReplayableEdit<EventSave> = {
  kind: 'eventSave',
  edits: (_, save) => {
    if (save.eventId < 0) {
      return save.body.communityIds.map((communityId) =>
        edit<BookEvent[] | undefined>(eventKeys.community(communityId), (events) =>
          events && !events.some((e) => e.id === save.eventId) ? [...events, pendingEvent(save)] : events,
        ),
      );
    }
    return [
      editAll<unknown>(eventKeys.all, (data) => {
        if (isEvents(data))
          return data.some((e) => e.id === save.eventId) ? data.map((e) => (e.id === save.eventId ? withBody(e, save.body) : e)) : data;
        if (isDetail(data) && data.event.id === save.eventId) return { ...data, event: withBody(data.event, save.body) };
        if (isDetail(data)) {
          const sessions = data.sessions.map((s) => (s.id === save.eventId ? withBody(s, save.body) : s));
          return { ...data, sessions };
        }
        return undefined;
      }),
    ];
  },
};

/** A deleted event (and its sessions) leaves every events list. */
export const eventDeleteEdit: ReplayableEdit<{ eventId: number }> = {
  kind: 'eventDelete',
  edits: (_, { eventId }) => [
    editAll<unknown>(eventKeys.all, (data) => {
      if (isEvents(data))
        return data.some((e) => e.id === eventId || e.sessionParentEventId === eventId)
          ? data.filter((e) => e.id !== eventId && e.sessionParentEventId !== eventId)
          : data;
      if (isDetail(data) && data.sessions.some((s) => s.id === eventId)) return { ...data, sessions: data.sessions.filter((s) => s.id !== eventId) };
      return undefined;
    }),
  ],
};
