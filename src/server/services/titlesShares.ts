import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { shareExceptions, type ShareExceptionKind } from '../db/schema/reviews.ts';
import type { ShareExceptions } from '../../shared/contracts/titleReviews.ts';

export interface ShareExceptionsInput {
  affiliationShareExceptions: Array<{ targetGroupId: number }>;
  ePlusGroupShareExceptions: Array<{ communityType: number }>;
  externalSubmissionGroupInclusions: Array<{ submissionGroupId: number }>;
}

function rowsOf(userId: number, sku: string, input: ShareExceptionsInput) {
  const rows: Array<{ userId: number; sku: string; kind: ShareExceptionKind; value: number }> = [];
  for (const e of input.affiliationShareExceptions) rows.push({ userId, sku, kind: 'affiliation', value: e.targetGroupId });
  for (const e of input.ePlusGroupShareExceptions) rows.push({ userId, sku, kind: 'ePlusGroup', value: e.communityType });
  for (const e of input.externalSubmissionGroupInclusions)
    rows.push({ userId, sku, kind: 'externalSubmissionInclusion', value: e.submissionGroupId });
  return rows;
}

/** A user's sharing data of a title (GET /api/me/reviews/products/{sku}/communities/sharing can answer this too). */
export async function readShareExceptions(db: Db | Tx, userId: number, sku: string): Promise<ShareExceptions> {
  const rows = await db
    .select()
    .from(shareExceptions)
    .where(and(eq(shareExceptions.userId, userId), eq(shareExceptions.sku, sku)))
    .orderBy(shareExceptions.kind, shareExceptions.value);
  return {
    affiliationShareExceptions: rows.filter((r) => r.kind === 'affiliation').map((r) => ({ targetGroupId: r.value })),
    ePlusGroupShareExceptions: rows.filter((r) => r.kind === 'ePlusGroup').map((r) => ({ communityType: r.value })),
    externalSubmissionGroupInclusions: rows.filter((r) => r.kind === 'externalSubmissionInclusion').map((r) => ({ submissionGroupId: r.value })),
  };
}

/** PUT replaces, POST adds, DELETE removes the listed entries (or every entry when none are listed). */
export async function changeShareExceptions(
  tx: Tx,
  userId: number,
  sku: string,
  mode: 'replace' | 'add' | 'remove',
  input: ShareExceptionsInput,
): Promise<ShareExceptions> {
  const rows = rowsOf(userId, sku, input);
  const mine = and(eq(shareExceptions.userId, userId), eq(shareExceptions.sku, sku));
  if (mode === 'replace' || (mode === 'remove' && rows.length === 0)) await tx.delete(shareExceptions).where(mine);
  if (mode === 'remove') {
    for (const r of rows) {
      await tx.delete(shareExceptions).where(and(mine, eq(shareExceptions.kind, r.kind), eq(shareExceptions.value, r.value)));
    }
  } else if (rows.length) {
    await tx.insert(shareExceptions).values(rows).onConflictDoNothing();
  }
  return readShareExceptions(tx, userId, sku);
}
