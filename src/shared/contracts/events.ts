import * as z from 'zod/mini';
import { id, idParam, text } from './fields.ts';
import { productSchema, skuSchema } from './titles.ts';

/** Events (seed 3 §3 Event, §7 Events): fairs, festivals and their sessions, shown in communities. */

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_TEXT_MAX = 200;
export const EVENT_URL_MAX = 2000;
export const EVENT_COMMUNITIES_MAX = 20;
export const EVENT_TITLES_MAX = 100;
export const EVENT_AUDIENCES_MAX = 10;
export const EVENT_LINK_KINDS = ['website', 'tickets', 'programme', 'stream'] as const;

export const EVENT_MESSAGES = {
  unknown: 'This event could not be found.',
  notOwner: 'Only the owner of this event or of its communities can change it.',
  notCommunityOwner: 'You can add events only to communities you own.',
  endBeforeStart: 'The event cannot end before it starts.',
  emptyTitle: 'Please enter a title for the event.',
  badLink: 'Please enter a web address starting with http:// or https://.',
  unknownTitle: 'No title with this ISBN.',
  unknownCommunity: 'One of these communities could not be found.',
  unknownParent: 'The main event of this session could not be found.',
} as const;

const venueSchema = z.object({
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
});
const linksSchema = z.object({
  website: z.optional(z.string()),
  tickets: z.optional(z.string()),
  programme: z.optional(z.string()),
  stream: z.optional(z.string()),
});

/**
 * An event as the events calls answer it. Missing venue, links, time, organization and images read as empty objects
 * (seed 3 §3: "Events are normalised with empty objects"), so a client never checks for them.
 */
export const eventSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  time: z._default(z.object({ startTime: z.optional(z.string()), endTime: z.optional(z.string()) }), {}),
  venue: z._default(venueSchema, {}),
  links: z._default(linksSchema, {}),
  organization: z._default(z.object({ id: z.optional(z.int()), name: z.optional(z.string()), country: z.optional(z.string()) }), {}),
  images: z._default(z.object({ banner: z.optional(z.string()) }), {}),
  communities: z.array(z.object({ communityId: z.int() })),
  ofInterestToList: z.array(z.string()),
  skus: z.array(z.string()),
  ownerAppUserId: z.int(),
  sessionParentEventId: z.nullable(z.int()),
});
export type BookEvent = z.infer<typeof eventSchema>;
export const eventsSchema = z.array(eventSchema);

/** GET /api/events/{eventId}: the event, its sessions and its titles of interest (as title tiles show them). */
export const eventDetailSchema = z.object({
  event: eventSchema,
  sessions: eventsSchema,
  products: z.array(productSchema),
  /** The caller may edit it (its owner, or an owner of one of its communities). */
  canEdit: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventParamsSchema = z.object({ eventId: idParam() });
export const communityEventsParamsSchema = z.object({ communityId: idParam() });

const httpUrl = text(EVENT_URL_MAX).check(z.refine((url) => /^https?:\/\/[^\s/]+\S*$/i.test(url), EVENT_MESSAGES.badLink));
/** An ISO 8601 date-time with seconds optional and a zone (Z or ±hh:mm), checked by hand: zod's iso schemas would add their regexes to the first routes' zod. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isoTime = text(40).check(z.refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), 'Invalid ISO date-time'));

/** POST /api/events and PUT /api/events/{eventId}: an owner of each community writes the event. */
export const eventBodySchema = z
  .object({
    title: text(EVENT_TITLE_MAX).check(
      z.refine((t) => t.trim().length > 0, EVENT_MESSAGES.emptyTitle),
      z.overwrite((t) => t.trim()),
    ),
    description: z._default(text(EVENT_DESCRIPTION_MAX), ''),
    startTime: isoTime,
    endTime: isoTime,
    venue: z._default(
      z.object({
        name: z.optional(text(EVENT_TEXT_MAX)),
        address: z.optional(text(EVENT_TEXT_MAX)),
        city: z.optional(text(EVENT_TEXT_MAX)),
        country: z.optional(text(EVENT_TEXT_MAX)),
      }),
      {},
    ),
    links: z._default(
      z.object({ website: z.optional(httpUrl), tickets: z.optional(httpUrl), programme: z.optional(httpUrl), stream: z.optional(httpUrl) }),
      {},
    ),
    ofInterestToList: z._default(z.array(text(EVENT_TEXT_MAX)).check(z.maxLength(EVENT_AUDIENCES_MAX)), []),
    communityIds: z.array(id()).check(z.minLength(1), z.maxLength(EVENT_COMMUNITIES_MAX)),
    skus: z._default(z.array(skuSchema).check(z.maxLength(EVENT_TITLES_MAX)), []),
    sessionParentEventId: z.optional(z.nullable(id())),
  })
  .check(z.refine((body) => Date.parse(body.endTime) >= Date.parse(body.startTime), { message: EVENT_MESSAGES.endBeforeStart, path: ['endTime'] }));
export type EventBody = z.infer<typeof eventBodySchema>;
export const createdEventSchema = z.object({ id: z.int() });
/** The answer of an event written by the client (POST: its id; PUT: the event as GET /api/events/{eventId} answers it). */
export const savedEventSchema = z.union([eventDetailSchema, createdEventSchema]);
