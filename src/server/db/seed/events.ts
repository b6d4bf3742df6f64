import { inArray } from 'drizzle-orm';
import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { affiliations } from '../schema/communities.ts';
import { eventCommunities, events, eventTitles, type EventLinks, type EventVenue } from '../schema/events.ts';
import { users } from '../schema/identity.ts';
import type { GeneratedTitle } from './titles.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SessionSpec {
  title: string;
  description: string;
  /** Hours after the main event's start. */
  startsAfterHours: number;
  hours: number;
  room: string;
}

interface EventSpec {
  title: string;
  description: string;
  /** Days from now to the start (negative: in the past) and length in days. */
  startsInDays: number;
  days: number;
  venue: EventVenue;
  links: EventLinks;
  ofInterestTo: string[];
  communities: string[];
  /** A user key; the event's organizer is their organization. */
  owner: string;
  /** Titles of interest: this many from these categories (any when empty). */
  categories: string[];
  titles: number;
  sessions: SessionSpec[];
}

/**
 * Fairs and festivals of the demo communities: one on now (with sessions), some upcoming, some past, in person and
 * online, each with titles of interest. Links point at example.org (no real site).
 */
export const DEMO_EVENTS: EventSpec[] = [
  {
    title: 'Riverside Book Fair 2026',
    description: 'Three days of publishers, booksellers and librarians under one roof: rights tables, galley giveaways and author panels.',
    startsInDays: -1,
    days: 3,
    venue: { name: 'Riverside Exhibition Centre, Hall B', address: '1 Quay Street', city: 'Riverside', country: 'US' },
    links: {
      website: 'https://example.org/riverside-fair',
      tickets: 'https://example.org/riverside-fair/tickets',
      programme: 'https://example.org/riverside-fair/programme',
    },
    ofInterestTo: ['Booksellers', 'Librarians', 'Publishers'],
    communities: ['Book Fair 2026 Insiders', 'Independent Booksellers Forum', 'Mystery & Thriller Readers'],
    owner: 'publisher-staff-0',
    categories: [],
    titles: 8,
    sessions: [
      {
        title: "Publishers' breakfast: spring galleys",
        description: 'Editors present the season’s galleys over coffee.',
        startsAfterHours: 25,
        hours: 1.5,
        room: 'Room 2',
      },
      {
        title: 'Debut authors panel',
        description: 'Four debut novelists on first books and first readers.',
        startsAfterHours: 29,
        hours: 1,
        room: 'Main stage',
      },
      {
        title: "Booksellers' hand-selling workshop",
        description: 'How to turn a galley into a hand-sell.',
        startsAfterHours: 50,
        hours: 2,
        room: 'Room 4',
      },
    ],
  },
  {
    title: 'Northern Booksellers Spring Conference',
    description: 'The alliance meets for buying sessions, regional bestseller talk and the spring frontlist.',
    startsInDays: 20,
    days: 2,
    venue: { name: 'Northern Lights Hotel', address: '200 Lake Road', city: 'Duluth', country: 'US' },
    links: { website: 'https://example.org/northern-spring' },
    ofInterestTo: ['Booksellers'],
    communities: ['Northern Booksellers Alliance', 'Northern Booksellers: Fiction Buyers'],
    owner: 'user-9',
    categories: ['Fiction / Literary', 'Fiction / Historical'],
    titles: 6,
    sessions: [
      {
        title: 'Fiction buyers roundtable',
        description: 'What sold, what did not, and what is next.',
        startsAfterHours: 3,
        hours: 2,
        room: 'Ballroom',
      },
    ],
  },
  {
    title: "Mystery Readers' Festival",
    description: 'A weekend of crime fiction: new detectives, old poisons and a locked-room quiz.',
    startsInDays: 45,
    days: 2,
    venue: { name: 'Old Town Library', address: '12 Market Square', city: 'Bristol', country: 'GB' },
    links: { website: 'https://example.org/mystery-festival', tickets: 'https://example.org/mystery-festival/tickets' },
    ofInterestTo: ['Readers', 'Booksellers', 'Librarians'],
    communities: ['Mystery & Thriller Readers'],
    owner: 'user-10',
    categories: ['Fiction / Mystery & Detective'],
    titles: 6,
    sessions: [],
  },
  {
    title: 'Kids & YA Booktalk Live',
    description: 'An online evening of picture books and young adult fiction for school and public librarians.',
    startsInDays: 9,
    days: 0.1,
    venue: { name: 'Online' },
    links: { stream: 'https://example.org/kids-ya-live' },
    ofInterestTo: ['Librarians', 'Educators'],
    communities: ['Kids & YA Booktalk'],
    owner: 'user-11',
    categories: ['Young Adult Fiction', 'Juvenile Fiction / Picture Books'],
    titles: 5,
    sessions: [],
  },
  {
    title: 'Library Collection Development Day',
    description: 'Librarians compared next season’s lists and shared their purchase plans.',
    startsInDays: -30,
    days: 1,
    venue: { name: 'Maple Street Library, Community Room', city: 'Madison', country: 'US' },
    links: { programme: 'https://example.org/collection-day' },
    ofInterestTo: ['Librarians'],
    communities: ['Library Collection Development'],
    owner: 'user-7',
    categories: [],
    titles: 4,
    sessions: [],
  },
  {
    title: 'Literary Salon Evening',
    description: 'Readings from three literary novels of the autumn, with the translators in conversation.',
    startsInDays: -10,
    days: 0.15,
    venue: { name: 'The Reading Room', city: 'Bristol', country: 'GB' },
    links: { stream: 'https://example.org/salon-evening' },
    ofInterestTo: ['Readers', 'Reviewers'],
    communities: ['Literary Fiction Salon'],
    owner: 'user-12',
    categories: ['Fiction / Literary', 'Poetry'],
    titles: 3,
    sessions: [],
  },
];

/** Inserts the demo events with sessions, communities and titles (after communities and titles); returns how many events. */
export async function insertEvents(tx: Tx, rnd: Random, titles: GeneratedTitle[], userIdByKey: Map<string, number>, now: Date): Promise<number> {
  const names = [...new Set(DEMO_EVENTS.flatMap((e) => e.communities))];
  const found = await tx.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).where(inArray(affiliations.name, names));
  const communityId = new Map(found.map((c) => [c.name, c.id]));
  const ownerIds = [...new Set(DEMO_EVENTS.map((e) => userIdByKey.get(e.owner)).filter((id): id is number => id !== undefined))];
  const owners = await tx.select({ id: users.id, orgId: users.orgId }).from(users).where(inArray(users.id, ownerIds));
  const orgOf = new Map(owners.map((o) => [o.id, o.orgId]));
  let count = 0;
  for (const spec of DEMO_EVENTS) {
    const ownerUserId = userIdByKey.get(spec.owner);
    if (ownerUserId === undefined) throw new Error(`demo events: unknown user ${spec.owner}`);
    const communities = spec.communities.map((name) => {
      const id = communityId.get(name);
      if (id === undefined) throw new Error(`demo events: unknown community ${name}`);
      return id;
    });
    const start = new Date(Math.round((now.getTime() + spec.startsInDays * DAY_MS) / HOUR_MS) * HOUR_MS);
    const pool = titles.filter((t) => !spec.categories.length || spec.categories.includes(t.row.category ?? ''));
    const skus = rnd.sample(pool, Math.min(spec.titles, pool.length)).map((t) => t.row.sku);
    const base = { venue: spec.venue, ownerUserId, organizationId: orgOf.get(ownerUserId) ?? null, ofInterestTo: spec.ofInterestTo };
    const [main] = await tx
      .insert(events)
      .values({
        ...base,
        title: spec.title,
        description: spec.description,
        links: spec.links,
        startTime: start,
        endTime: new Date(start.getTime() + spec.days * DAY_MS),
      })
      .returning({ id: events.id });
    const sessions = spec.sessions.length
      ? await tx
          .insert(events)
          .values(
            spec.sessions.map((s) => {
              const begins = new Date(start.getTime() + s.startsAfterHours * HOUR_MS);
              return {
                ...base,
                venue: { ...spec.venue, name: `${spec.venue.name ?? ''}, ${s.room}` },
                title: s.title,
                description: s.description,
                startTime: begins,
                endTime: new Date(begins.getTime() + s.hours * HOUR_MS),
                sessionParentEventId: main!.id,
              };
            }),
          )
          .returning({ id: events.id })
      : [];
    const ids = [main!.id, ...sessions.map((s) => s.id)];
    await tx.insert(eventCommunities).values(ids.flatMap((eventId) => communities.map((affiliationId) => ({ eventId, affiliationId }))));
    if (skus.length) await tx.insert(eventTitles).values(skus.map((sku, position) => ({ eventId: main!.id, sku, position })));
    count += ids.length;
  }
  return count;
}
