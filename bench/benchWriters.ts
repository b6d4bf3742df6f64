import { and, asc, eq, inArray } from 'drizzle-orm';
import { openDatabase, type OpenOptions } from '../src/server/db/client.ts';
import { affiliationMemberships, affiliations } from '../src/server/db/schema/communities.ts';
import { users } from '../src/server/db/schema/identity.ts';
import { collaborativeLists } from '../src/server/db/schema/lists.ts';

/**
 * Up to `count` demo accounts (emails, lowest user id first) that belong to an active community with a live
 * collaborative list every member may add to: the writers of the read-after-write bench, one account per connection
 * (each has its own session, shelves and per-user cache keys; login limits are per account). Every demo account
 * shares the demo password. Run it while no server owns the database.
 */
export async function findBenchWriters(options: OpenOptions, count: number): Promise<string[]> {
  const database = await openDatabase({ ...options, migrate: false });
  try {
    const db = database.db;
    const communities = db
      .selectDistinct({ id: collaborativeLists.affiliationId })
      .from(collaborativeLists)
      .innerJoin(affiliations, eq(affiliations.id, collaborativeLists.affiliationId))
      .where(and(eq(collaborativeLists.archived, false), eq(collaborativeLists.allowAddTitleGroup, true), eq(affiliations.status, 'active')));
    const rows = await db
      .selectDistinct({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(affiliationMemberships, eq(affiliationMemberships.userId, users.id))
      .where(inArray(affiliationMemberships.affiliationId, communities))
      .orderBy(asc(users.id))
      .limit(count);
    return rows.map((r) => r.email);
  } finally {
    await database.close();
  }
}
