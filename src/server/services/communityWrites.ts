import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { affiliationMemberships, affiliationOwners, affiliations, groupValidationItems } from '../db/schema/communities.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { COMMUNITY_MESSAGES, type JOIN_KINDS } from '../../shared/contracts/communities.ts';
import { communityLogoUri } from './avatars.ts';
import { requireCommunity } from './communities.ts';

type Row = typeof affiliations.$inferSelect;

/** A community's title view id is this plus its id (as in the demo data: db/seed/insertCommunities.ts). */
export const COMMUNITY_VIEW_BASE = 5000;

/** Validation items other than 'group' make a community invited: it is joined with its code only. */
async function isInvited(tx: Tx, id: number): Promise<boolean> {
  const items = await tx.select({ type: groupValidationItems.type }).from(groupValidationItems).where(eq(groupValidationItems.affiliationId, id));
  return items.some((i) => i.type !== 'group');
}

/** A community a user may join now: live and active (archived, locked or censored ones take nobody new). */
async function joinable(tx: Tx, id: number): Promise<Row> {
  const row = await requireCommunity(tx, id);
  if (row.status !== 'active') throw httpProblem(403, COMMUNITY_MESSAGES.closed);
  return row;
}

async function addMember(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.insert(affiliationMemberships).values({ affiliationId: id, userId, lastViewedDate: new Date() }).onConflictDoNothing();
}

/**
 * PUT /api/v1/affiliations/me/{id}/{organization|user}: joins an open community (already a member: no change). An
 * invited one needs its code (403 naming `code`); an organization join is for organization communities (type 1) and
 * users who belong to an organization (400 naming `kind`).
 */
export async function joinCommunity(tx: Tx, user: { id: number; orgId: number | null }, id: number, kind: (typeof JOIN_KINDS)[number]) {
  const row = await joinable(tx, id);
  if (kind === 'organization' && (row.type !== 1 || !user.orgId)) {
    throw fieldProblem('kind', row.type !== 1 ? COMMUNITY_MESSAGES.userJoinOnly : COMMUNITY_MESSAGES.noOrganization);
  }
  if (await isInvited(tx, id)) {
    const [member] = await tx
      .select({ id: affiliationMemberships.affiliationId })
      .from(affiliationMemberships)
      .where(and(eq(affiliationMemberships.affiliationId, id), eq(affiliationMemberships.userId, user.id)));
    if (member) return;
    throw fieldProblem('code', COMMUNITY_MESSAGES.needsCode, 403);
  }
  await addMember(tx, user.id, id);
}

/** PUT /api/affiliations/me/{id}/user: joins a genre community (400 naming `id` for any other). */
export async function joinGenreCommunity(tx: Tx, userId: number, id: number) {
  const row = await joinable(tx, id);
  if (!row.isGenreCommunity) throw fieldProblem('id', COMMUNITY_MESSAGES.notGenre);
  await addMember(tx, userId, id);
}

/** DELETE /api/v1/affiliations/me/{id}/{kind}: leaves (not a member: no change). Owners stay owners. */
export async function leaveCommunity(tx: Tx, userId: number, id: number) {
  await requireCommunity(tx, id);
  await tx.delete(affiliationMemberships).where(and(eq(affiliationMemberships.affiliationId, id), eq(affiliationMemberships.userId, userId)));
}

/**
 * PUT /api/v1/affiliations/{id}/validate/{code}: 1 when the code is one of the community's (compared without case
 * and outer spaces) or the community is open, and the caller is then a member; 0 otherwise.
 */
export async function validateCode(tx: Tx, userId: number, id: number, code: string): Promise<0 | 1> {
  await joinable(tx, id);
  const items = await tx.select().from(groupValidationItems).where(eq(groupValidationItems.affiliationId, id));
  const wanted = code.trim().toLocaleUpperCase('en');
  const open = items.every((i) => i.type === 'group');
  const matches = items.some((i) => i.type !== 'group' && i.code !== null && i.code.trim().toLocaleUpperCase('en') === wanted);
  if (!open && !matches) return 0;
  await addMember(tx, userId, id);
  return 1;
}

/** The community if `userId` owns it: 403 otherwise (404 when there is none). */
export async function requireOwned(tx: Tx, userId: number, id: number): Promise<Row> {
  const row = await requireCommunity(tx, id);
  const [owner] = await tx
    .select({ userId: affiliationOwners.userId })
    .from(affiliationOwners)
    .where(and(eq(affiliationOwners.affiliationId, id), eq(affiliationOwners.userId, userId)));
  if (!owner) throw httpProblem(403, COMMUNITY_MESSAGES.notOwner);
  return row;
}

/** POST /api/v1/affiliations: the caller owns and belongs to the new community; a validation code makes it invited. */
export async function createCommunity(
  tx: Tx,
  userId: number,
  body: { name: string; description: string; type: number; validationCode?: string | null | undefined },
): Promise<number> {
  const [row] = await tx
    .insert(affiliations)
    .values({ name: body.name, description: body.description, type: body.type, logoUri: communityLogoUri(body.name) })
    .returning({ id: affiliations.id });
  const id = row!.id;
  // Its own title view, numbered as the demo data numbers them (5000 + id, below the saved filters' ids).
  await tx
    .update(affiliations)
    .set({ viewId: sql`${affiliations.id} + ${COMMUNITY_VIEW_BASE}` })
    .where(eq(affiliations.id, id));
  await tx.insert(affiliationOwners).values({ affiliationId: id, userId });
  await addMember(tx, userId, id);
  const code = body.validationCode?.trim();
  await tx.insert(groupValidationItems).values(code ? { affiliationId: id, type: 'code', code } : { affiliationId: id, type: 'group' });
  return id;
}

/** PUT /api/v1/affiliations/{id}/doNotUpdateValidation: an owner renames (and describes) it; its validation stays. */
export async function updateCommunity(tx: Tx, userId: number, id: number, body: { name: string; description?: string | undefined }) {
  await requireOwned(tx, userId, id);
  await tx
    .update(affiliations)
    .set({ name: body.name, ...(body.description === undefined ? {} : { description: body.description }) })
    .where(eq(affiliations.id, id));
}

/** DELETE /api/v1/affiliations/{id}: an owner deletes it (status deleted: it leaves every list; reviews shared with it stay). */
export async function deleteCommunity(tx: Tx, userId: number, id: number) {
  await requireOwned(tx, userId, id);
  await tx.update(affiliations).set({ status: 'deleted' }).where(eq(affiliations.id, id));
}

/** DELETE /api/v1/affiliations/{id}/validate: an owner opens an invited community (its codes removed). */
export async function removeValidation(tx: Tx, userId: number, id: number) {
  await requireOwned(tx, userId, id);
  await tx.delete(groupValidationItems).where(eq(groupValidationItems.affiliationId, id));
  await tx.insert(groupValidationItems).values({ affiliationId: id, type: 'group' });
}
