import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { affiliationMemberships, affiliations } from '../db/schema/communities.ts';
import { eventCommunities, events, eventTitles } from '../db/schema/events.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { EVENT_MESSAGES, type EventBody } from '../../shared/contracts/events.ts';
import { canEditEvent, ownedAmong, requireEvent } from './events.ts';
import { notify } from './notifications.ts';

/**
 * Checks what an event body refers to: every community live and owned by the caller (or, on an edit, already the
 * event's), every sku a title, a session's main event one the caller may edit. 400 naming the field, 403 for
 * communities the caller does not own.
 */
async function checkBody(tx: Tx, userId: number, body: EventBody, keep: number[] = []): Promise<void> {
  const ids = [...new Set(body.communityIds)];
  const live = await tx.select({ id: affiliations.id, status: affiliations.status }).from(affiliations).where(inArray(affiliations.id, ids));
  if (live.filter((c) => c.status !== 'deleted').length !== ids.length) throw fieldProblem('communityIds', EVENT_MESSAGES.unknownCommunity);
  const owned = await ownedAmong(tx, userId, ids);
  if (ids.some((id) => !owned.has(id) && !keep.includes(id)))
    throw httpProblem(403, EVENT_MESSAGES.notCommunityOwner, [{ field: 'communityIds', message: EVENT_MESSAGES.notCommunityOwner }]);
  const skus = [...new Set(body.skus)];
  if (skus.length) {
    const known = new Set((await tx.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map((p) => p.sku));
    const unknown = skus.findIndex((s) => !known.has(s));
    if (unknown >= 0) throw fieldProblem(`skus.${body.skus.indexOf(skus[unknown]!)}`, EVENT_MESSAGES.unknownTitle);
  }
  if (body.sessionParentEventId) {
    const parent = await requireEvent(tx, body.sessionParentEventId).catch(() => null);
    if (!parent || parent.sessionParentEventId !== null) throw fieldProblem('sessionParentEventId', EVENT_MESSAGES.unknownParent);
    if (!(await canEditEvent(tx, userId, parent))) throw httpProblem(403, EVENT_MESSAGES.notOwner);
  }
}

async function writeParts(tx: Tx, eventId: number, body: EventBody): Promise<void> {
  await tx.delete(eventCommunities).where(eq(eventCommunities.eventId, eventId));
  await tx.delete(eventTitles).where(eq(eventTitles.eventId, eventId));
  await tx.insert(eventCommunities).values([...new Set(body.communityIds)].map((affiliationId) => ({ eventId, affiliationId })));
  const skus = [...new Set(body.skus)];
  if (skus.length) await tx.insert(eventTitles).values(skus.map((sku, position) => ({ eventId, sku, position })));
}

const columns = (body: EventBody) => ({
  title: body.title,
  description: body.description,
  startTime: new Date(body.startTime),
  endTime: new Date(body.endTime),
  venue: body.venue,
  links: body.links,
  ofInterestTo: body.ofInterestToList,
  sessionParentEventId: body.sessionParentEventId ?? null,
});

/** A new event tells the members of its communities (not its maker), once each. */
async function notifyMembers(tx: Tx, userId: number, eventId: number, body: EventBody): Promise<void> {
  const members = await tx
    .select({ userId: affiliationMemberships.userId, communityId: affiliationMemberships.affiliationId, community: affiliations.name })
    .from(affiliationMemberships)
    .innerJoin(affiliations, eq(affiliations.id, affiliationMemberships.affiliationId))
    .where(inArray(affiliationMemberships.affiliationId, body.communityIds));
  const first = members[0];
  if (!first) return;
  await notify(tx, {
    userIds: members.map((m) => m.userId),
    sourceUserId: userId,
    kind: 'event',
    text: `New event in ${first.community}: ${body.title}`,
    details: { eventId, communityId: first.communityId },
  });
}

/** POST /api/events: the caller owns the new event (their organization its organizer). */
export async function createEvent(tx: Tx, user: { id: number; orgId: number | null }, body: EventBody): Promise<number> {
  await checkBody(tx, user.id, body);
  const [row] = await tx
    .insert(events)
    .values({ ...columns(body), ownerUserId: user.id, organizationId: user.orgId })
    .returning({ id: events.id });
  await writeParts(tx, row!.id, body);
  await notifyMembers(tx, user.id, row!.id, body);
  return row!.id;
}

/** PUT /api/events/{eventId}: its owner or an owner of one of its communities rewrites it (403 otherwise). */
export async function updateEvent(tx: Tx, userId: number, eventId: number, body: EventBody): Promise<void> {
  const event = await requireEvent(tx, eventId);
  if (!(await canEditEvent(tx, userId, event))) throw httpProblem(403, EVENT_MESSAGES.notOwner);
  if (body.sessionParentEventId === eventId) throw fieldProblem('sessionParentEventId', EVENT_MESSAGES.unknownParent);
  await checkBody(
    tx,
    userId,
    body,
    event.communities.map((c) => c.communityId),
  );
  await tx.update(events).set(columns(body)).where(eq(events.id, eventId));
  await writeParts(tx, eventId, body);
}

/** DELETE /api/events/{eventId}: as update; its sessions go with it. */
export async function deleteEvent(tx: Tx, userId: number, eventId: number): Promise<void> {
  const event = await requireEvent(tx, eventId);
  if (!(await canEditEvent(tx, userId, event))) throw httpProblem(403, EVENT_MESSAGES.notOwner);
  await tx.delete(events).where(eq(events.id, eventId));
}
