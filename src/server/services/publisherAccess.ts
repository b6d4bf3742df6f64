import { asc, eq } from 'drizzle-orm';
import { IMPORT_NOT_PUBLISHER } from '../../shared/contracts/publisherImport.ts';
import type { Db, Tx } from '../db/client.ts';
import { publishers } from '../db/schema/catalog.ts';
import { httpProblem } from '../plugins/problem.ts';
import type { AuthUser } from './users.ts';

export interface OwnPublisher {
  id: number;
  name: string;
}

/** The publishers of the user's organization (first made first); a 403 when there are none. */
export async function requireOwnPublishers(db: Db | Tx, auth: AuthUser): Promise<OwnPublisher[]> {
  const orgId = auth.user.orgId;
  const own = orgId
    ? await db.select({ id: publishers.id, name: publishers.name }).from(publishers).where(eq(publishers.orgId, orgId)).orderBy(asc(publishers.id))
    : [];
  if (own.length === 0) throw httpProblem(403, IMPORT_NOT_PUBLISHER);
  return own;
}
