import { and, asc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships, affiliationOwners, affiliations } from '../db/schema/communities.ts';
import { eventCommunities, events, eventTitles } from '../db/schema/events.ts';
import { organizations } from '../db/schema/identity.ts';
import { httpProblem } from '../plugins/problem.ts';
import { EVENT_MESSAGES, type BookEvent, type EventDetail } from '../../shared/contracts/events.ts';
import { productsBySkus } from './titles.ts';
import { requireCommunity } from './communities.ts';

type EventRow = typeof events.$inferSelect;

/** Events linked to a live community matching `community` (a condition on the affiliations row `a`). */
const inCommunity = (community: SQL) =>
  exists(
    sql`(select 1 from ${eventCommunities} ec join ${affiliations} a on a.id = ec.affiliation_id
         where ec.event_id = ${events.id} and a.status <> 'deleted' and ${community})`,
  );

/** The events of `where`, by start time, with their communities, titles and organization. */
async function eventsWhere(db: Db | Tx, where: SQL | undefined): Promise<BookEvent[]> {
  const rows = await db
    .select({ event: events, organization: organizations })
    .from(events)
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(where)
    .orderBy(asc(events.startTime), asc(events.id));
  return withParts(db, rows);
}

async function withParts(
  db: Db | Tx,
  rows: Array<{ event: EventRow; organization: typeof organizations.$inferSelect | null }>,
): Promise<BookEvent[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.event.id);
  const [links, titles] = await Promise.all([
    db
      .select({ eventId: eventCommunities.eventId, communityId: eventCommunities.affiliationId })
      .from(eventCommunities)
      .innerJoin(affiliations, eq(affiliations.id, eventCommunities.affiliationId))
      .where(and(inArray(eventCommunities.eventId, ids), ne(affiliations.status, 'deleted')))
      .orderBy(asc(eventCommunities.affiliationId)),
    db.select().from(eventTitles).where(inArray(eventTitles.eventId, ids)).orderBy(asc(eventTitles.position)),
  ]);
  return rows.map(({ event: e, organization: o }) => ({
    id: e.id,
    title: e.title,
    description: e.description,
    time: { startTime: e.startTime.toISOString(), endTime: e.endTime.toISOString() },
    venue: e.venue,
    links: e.links,
    organization: o ? { id: o.id, name: o.name, country: o.country } : {},
    images: e.imageUri ? { banner: e.imageUri } : {},
    communities: links.filter((l) => l.eventId === e.id).map((l) => ({ communityId: l.communityId })),
    ofInterestToList: e.ofInterestTo,
    skus: titles.filter((t) => t.eventId === e.id).map((t) => t.sku),
    ownerAppUserId: e.ownerUserId,
    sessionParentEventId: e.sessionParentEventId,
  }));
}

/** GET /api/events/communities/joined: the events of the caller's communities. */
export function joinedCommunityEvents(db: Db | Tx, userId: number) {
  return eventsWhere(
    db,
    inCommunity(sql`exists (select 1 from ${affiliationMemberships} m where m.affiliation_id = a.id and m.user_id = ${userId})`),
  );
}

/** GET /api/events/communities/genre: the events of the active genre communities (anonymous visitors and non-members). */
export function genreCommunityEvents(db: Db | Tx) {
  return eventsWhere(db, inCommunity(sql`a.is_genre_community and a.status = 'active'`));
}

/** The communities `userId` owns among `ids`. */
export async function ownedAmong(db: Db | Tx, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length || !userId) return new Set();
  const rows = await db
    .select({ id: affiliationOwners.affiliationId })
    .from(affiliationOwners)
    .where(and(eq(affiliationOwners.userId, userId), inArray(affiliationOwners.affiliationId, ids)));
  return new Set(rows.map((r) => r.id));
}

const ownedBy = (userId: number) =>
  or(
    eq(events.ownerUserId, userId),
    inCommunity(sql`exists (select 1 from ${affiliationOwners} o where o.affiliation_id = a.id and o.user_id = ${userId})`),
  );

/** GET /api/events/owned: the events the caller may edit (theirs, or of a community they own). */
export function ownedEvents(db: Db | Tx, userId: number) {
  return eventsWhere(db, ownedBy(userId));
}

/** GET /api/v1/affiliations/{communityId}/events: a live community's events (404 for an unknown one). */
export async function communityEvents(db: Db | Tx, communityId: number) {
  await requireCommunity(db, communityId);
  return eventsWhere(db, inCommunity(sql`a.id = ${communityId}`));
}

/** Whether `userId` may edit the event: its owner, or an owner of one of its communities. */
export async function canEditEvent(db: Db | Tx, userId: number, event: BookEvent): Promise<boolean> {
  if (!userId) return false;
  if (event.ownerAppUserId === userId) return true;
  return (
    (
      await ownedAmong(
        db,
        userId,
        event.communities.map((c) => c.communityId),
      )
    ).size > 0
  );
}

/** One event, or 404. */
export async function requireEvent(db: Db | Tx, eventId: number): Promise<BookEvent> {
  const [event] = await eventsWhere(db, eq(events.id, eventId));
  if (!event) throw httpProblem(404, EVENT_MESSAGES.unknown);
  return event;
}

/** GET /api/events/{eventId}: the event, its sessions, its titles of interest as products, and whether the caller may edit it. */
export async function eventDetail(db: Db | Tx, userId: number, eventId: number): Promise<EventDetail> {
  const event = await requireEvent(db, eventId);
  const [sessions, products, canEdit] = await Promise.all([
    eventsWhere(db, eq(events.sessionParentEventId, eventId)),
    productsBySkus(db, event.skus, userId || null),
    canEditEvent(db, userId, event),
  ]);
  const bySku = new Map(products.map((p) => [p.sku, p]));
  return { event, sessions, products: event.skus.flatMap((sku) => bySku.get(sku) ?? []), canEdit };
}
