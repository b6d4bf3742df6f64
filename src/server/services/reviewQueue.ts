import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { products, publishers } from '../db/schema/catalog.ts';
import { affiliationOwners, affiliations } from '../db/schema/communities.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { galleyRequests } from '../db/schema/requests.ts';
import type { ReviewDecision, ReviewQueue, ReviewQueueSummary } from '../../shared/contracts/reviewQueue.ts';
import { httpProblem } from '../plugins/problem.ts';
import { productsBySkus } from './titles.ts';
import { notify } from './notifications.ts';

/** Pending requests of a publisher's titles, as SQL (correlated on the outer affiliations row). */
const pendingOfPublisher = sql<number>`(select count(*)::int from ${galleyRequests} r join ${products} p on p.sku = r.sku
  where p.publisher_id = ${sql.raw('"affiliations"."publisher_id"')} and r.status = 'pending')`;

/** The publisher communities the user owns (ownerIds), each with its pending request count, by name. */
export async function ownedQueues(db: Db | Tx, userId: number): Promise<ReviewQueueSummary> {
  return db
    .select({ communityId: affiliations.id, name: affiliations.name, publisher: publishers.name, pendingCount: pendingOfPublisher })
    .from(affiliations)
    .innerJoin(affiliationOwners, and(eq(affiliationOwners.affiliationId, affiliations.id), eq(affiliationOwners.userId, userId)))
    .innerJoin(publishers, eq(publishers.id, affiliations.publisherId))
    .where(isNotNull(affiliations.publisherId))
    .orderBy(asc(affiliations.name));
}

/** The community, if the user owns it: 404 when unknown, 403 for anyone not among its owners. */
async function ownedCommunity(db: Db | Tx, userId: number, communityId: number) {
  const [community] = await db
    .select({ id: affiliations.id, name: affiliations.name, publisherId: affiliations.publisherId, publisher: publishers.name })
    .from(affiliations)
    .leftJoin(publishers, eq(publishers.id, affiliations.publisherId))
    .where(eq(affiliations.id, communityId));
  if (!community) throw httpProblem(404, 'there is no community with this id', [{ field: 'communityId', message: 'unknown community' }]);
  const [owner] = await db
    .select({ userId: affiliationOwners.userId })
    .from(affiliationOwners)
    .where(and(eq(affiliationOwners.affiliationId, communityId), eq(affiliationOwners.userId, userId)));
  if (!owner) throw httpProblem(403, 'only an owner of this community can see and decide its review copy requests');
  return community;
}

/**
 * GET /api/v1/affiliations/{communityId}/galleyRequests: pending requests (digital and print) for titles of the
 * community's publisher, oldest first, with the requester. A community with no publisher has none.
 */
export async function reviewQueue(db: Db | Tx, userId: number, communityId: number): Promise<ReviewQueue> {
  const community = await ownedCommunity(db, userId, communityId);
  const base = { communityId: community.id, name: community.name, publisher: community.publisher ?? '' };
  if (community.publisherId === null) return { ...base, requests: [] };
  const rows = await db
    .select({
      request: galleyRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      classification: users.classification,
      organization: organizations.name,
    })
    .from(galleyRequests)
    .innerJoin(products, eq(products.sku, galleyRequests.sku))
    .innerJoin(users, eq(users.id, galleyRequests.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(products.publisherId, community.publisherId), eq(galleyRequests.status, 'pending')))
    .orderBy(asc(galleyRequests.submittedDate), asc(galleyRequests.id));
  const bySku = new Map(
    (
      await productsBySkus(
        db,
        rows.map((r) => r.request.sku),
        userId,
      )
    ).map((p) => [p.sku, p]),
  );
  return {
    ...base,
    requests: rows.flatMap(({ request: r, ...who }) => {
      const product = bySku.get(r.sku);
      if (!product) return [];
      return [
        {
          id: r.id,
          sku: r.sku,
          requestType: r.requestType,
          evaluationType: r.evaluationType,
          requestProfile: r.requestProfile,
          requestReason: r.requestReason,
          department: r.details.department ?? '',
          course: r.details.course ?? '',
          enrollment: r.details.enrollment ?? '',
          submittedDate: r.submittedDate.toISOString(),
          requester: {
            id: r.userId,
            fullName: `${who.firstName} ${who.lastName}`.trim(),
            organization: who.organization ?? '',
            classification: who.classification,
          },
          product,
        },
      ];
    }),
  };
}

/**
 * POST /api/v1/affiliations/{communityId}/galleyRequests/{id}/approve|decline: an owner decides a pending request of
 * the community's publisher (approved, or rejected). Deciding it the same way again answers it unchanged; a request
 * no longer pending otherwise (cancelled, or decided the other way) is a 409; a request of another publisher a 404.
 */
export async function decideRequest(
  tx: Tx,
  userId: number,
  communityId: number,
  requestId: number,
  decision: 'approve' | 'decline',
): Promise<ReviewDecision> {
  const community = await ownedCommunity(tx, userId, communityId);
  const [request] = await tx
    .select({
      id: galleyRequests.id,
      sku: galleyRequests.sku,
      userId: galleyRequests.userId,
      name: products.name,
      status: galleyRequests.status,
      statusChangedDate: galleyRequests.statusChangedDate,
    })
    .from(galleyRequests)
    .innerJoin(products, eq(products.sku, galleyRequests.sku))
    .where(and(eq(galleyRequests.id, requestId), community.publisherId === null ? sql`false` : eq(products.publisherId, community.publisherId)))
    .for('update', { of: galleyRequests });
  if (!request) throw httpProblem(404, 'there is no such request for this community', [{ field: 'id', message: 'unknown request' }]);
  const target = decision === 'approve' ? 'approved' : 'rejected';
  const answer = (status: typeof request.status, date: Date) => ({ id: request.id, sku: request.sku, status, statusChangedDate: date.toISOString() });
  if (request.status === target) return answer(request.status, request.statusChangedDate);
  if (request.status !== 'pending') {
    throw httpProblem(409, `this request is no longer pending (it is ${request.status})`, [{ field: 'id', message: request.status }]);
  }
  const now = new Date();
  await tx.update(galleyRequests).set({ status: target, statusChangedDate: now, decidedBy: userId }).where(eq(galleyRequests.id, request.id));
  await notify(tx, {
    userIds: [request.userId],
    sourceUserId: userId,
    kind: 'requestDecision',
    text: `Your review copy request for ${request.name} was ${target === 'approved' ? 'approved' : 'declined'}.`,
    details: { sku: request.sku, requestId: request.id, status: target },
  });
  return answer(target, now);
}
