import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { affiliationOwners, affiliations } from '../schema/communities.ts';
import { savedFilters, type StoredRefinement } from '../schema/savedFilters.ts';

const category = (code: string): StoredRefinement => ({ browseLaneType: 'category', code, isExclusion: false });

/** Saved filter lanes of the demo communities (group-type saved filters, saved by the community's first owner). */
export const DEMO_COMMUNITY_FILTERS: ReadonlyArray<{ community: string; name: string; refinements: StoredRefinement[] }> = [
  {
    community: 'Independent Booksellers Forum',
    name: 'Frontlist fiction',
    refinements: [
      { browseLaneType: 'pubDateRange', code: 'frontlist', isExclusion: false },
      category('Fiction / Literary'),
      category('Fiction / Mystery & Detective'),
    ],
  },
  {
    community: 'Independent Booksellers Forum',
    name: 'Backlist mysteries',
    refinements: [{ browseLaneType: 'pubDateRange', code: 'backlist', isExclusion: false }, category('Fiction / Mystery & Detective')],
  },
  { community: 'Northern Booksellers Alliance', name: 'Historical fiction', refinements: [category('Fiction / Historical')] },
  {
    community: 'Library Collection Development',
    name: 'History and biography',
    refinements: [category('History'), category('Biography & Autobiography')],
  },
  {
    community: 'Cookbook Shelf Talkers',
    name: 'New cookbooks',
    refinements: [category('Cooking'), { browseLaneType: 'pubDateRange', code: 'frontlist', isExclusion: false }],
  },
];

/** Inserts DEMO_COMMUNITY_FILTERS (communities missing from the demo data, or without an owner, are skipped). */
export async function insertCommunityFilters(tx: Tx): Promise<number> {
  const rows: Array<typeof savedFilters.$inferInsert> = [];
  for (const f of DEMO_COMMUNITY_FILTERS) {
    const [owner] = await tx
      .select({ groupId: affiliations.id, userId: affiliationOwners.userId })
      .from(affiliations)
      .innerJoin(affiliationOwners, eq(affiliationOwners.affiliationId, affiliations.id))
      .where(eq(affiliations.name, f.community))
      .orderBy(affiliationOwners.userId)
      .limit(1);
    if (owner) rows.push({ userId: owner.userId, type: 'group', groupId: owner.groupId, name: f.name, refinements: f.refinements });
  }
  if (rows.length) await tx.insert(savedFilters).values(rows);
  return rows.length;
}
