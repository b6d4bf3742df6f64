import { and, asc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships, affiliations } from '../db/schema/communities.ts';
import { nominations, submissionLists } from '../db/schema/nominations.ts';
import { fieldProblem } from '../plugins/problem.ts';
import type { SubmissionList } from '../../shared/contracts/nominations.ts';
import { requireTitle } from './affiliations.ts';

/**
 * Submission lists the caller can nominate the title to now: open (opensDate <= now < closesDate), of an active
 * community the caller belongs to, taking the title's category (or every category). Closing soonest first.
 */
export async function submittableLists(db: Db | Tx, userId: number, sku: string, now = new Date()): Promise<SubmissionList[]> {
  const title = await requireTitle(db, sku);
  const rows = await db
    .select({
      submissionListId: submissionLists.id,
      name: submissionLists.name,
      affiliationId: affiliations.id,
      affiliationName: affiliations.name,
      closesDate: submissionLists.closesDate,
    })
    .from(submissionLists)
    .innerJoin(affiliations, eq(affiliations.id, submissionLists.affiliationId))
    .innerJoin(affiliationMemberships, and(eq(affiliationMemberships.affiliationId, affiliations.id), eq(affiliationMemberships.userId, userId)))
    .where(
      and(
        eq(affiliations.status, 'active'),
        lte(submissionLists.opensDate, now),
        gt(submissionLists.closesDate, now),
        or(sql`cardinality(${submissionLists.categories}) = 0`, sql`${title.category} = any(${submissionLists.categories})`),
      ),
    )
    .orderBy(asc(submissionLists.closesDate), asc(submissionLists.id));
  return rows.map((r) => ({ ...r, closesDate: r.closesDate.toISOString() }));
}

/** The caller's nominations of a title, by list id. */
export async function listNominations(db: Db | Tx, userId: number, sku: string): Promise<Array<{ submissionListId: number }>> {
  await requireTitle(db, sku);
  return db
    .select({ submissionListId: nominations.submissionListId })
    .from(nominations)
    .where(and(eq(nominations.userId, userId), eq(nominations.sku, sku)))
    .orderBy(asc(nominations.submissionListId));
}

/**
 * Replaces the caller's nominations of a title on the lists submittable now (nominations on lists closed since are
 * kept). A list id that is not submittable for the title: 400 naming it, nothing written.
 */
export async function saveNominations(tx: Tx, userId: number, sku: string, listIds: number[], now = new Date()) {
  const open = (await submittableLists(tx, userId, sku, now)).map((l) => l.submissionListId);
  const allowed = new Set(open);
  listIds.forEach((id, i) => {
    if (!allowed.has(id)) throw fieldProblem(`${i}.submissionListId`, `submission list ${id} does not take nominations of this title`);
  });
  const wanted = [...new Set(listIds)];
  const mine = and(eq(nominations.userId, userId), eq(nominations.sku, sku));
  if (open.length) {
    await tx
      .delete(nominations)
      .where(and(mine, inArray(nominations.submissionListId, open), wanted.length ? notInArray(nominations.submissionListId, wanted) : undefined));
  }
  if (wanted.length) {
    await tx
      .insert(nominations)
      .values(wanted.map((submissionListId) => ({ userId, sku, submissionListId })))
      .onConflictDoNothing();
  }
  return listNominations(tx, userId, sku);
}
