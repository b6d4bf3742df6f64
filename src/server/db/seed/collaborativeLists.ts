import { asc, inArray } from 'drizzle-orm';
import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { affiliationMemberships, affiliations } from '../schema/communities.ts';
import { collaborativeListItems, collaborativeLists, collaborativeListVotes, type ListSort } from '../schema/lists.ts';
import type { GeneratedTitle } from './titles.ts';

interface ListSpec {
  community: string;
  name: string;
  description: string;
  /** 'demo', a user key, or 'member' (the community's first member other than the demo account). */
  owner: string;
  allowAddTitleGroup: boolean;
  sort: ListSort;
  /** Titles from these categories (every category when empty). */
  categories: string[];
  titles: number;
}

/**
 * Collaborative lists of demo communities: lists every member may add to and owner-only ones, one owned by the demo
 * account, one of a community the demo account is not in, each with titles and members' votes.
 */
export const DEMO_LISTS: ListSpec[] = [
  {
    community: 'Independent Booksellers Forum',
    name: 'Staff Picks for Spring',
    description: 'What we will hand-sell this spring. Add yours and vote.',
    owner: 'user-6',
    allowAddTitleGroup: true,
    sort: 'votes',
    categories: [],
    titles: 8,
  },
  {
    community: 'Independent Booksellers Forum',
    name: "Moderators' Shortlist",
    description: 'Chosen by the forum moderators; everyone can vote.',
    owner: 'user-6',
    allowAddTitleGroup: false,
    sort: 'votes',
    categories: [],
    titles: 5,
  },
  {
    community: 'Mystery & Thriller Readers',
    name: 'Best Twists of the Year',
    description: 'Endings nobody saw coming.',
    owner: 'demo',
    allowAddTitleGroup: true,
    sort: 'votes',
    categories: ['Fiction / Mystery & Detective'],
    titles: 6,
  },
  {
    community: 'Mystery & Thriller Readers',
    name: 'Cosy Crime Corner',
    description: 'Village greens, tea and a body in the library.',
    owner: 'member',
    allowAddTitleGroup: false,
    sort: 'votes',
    categories: ['Fiction / Mystery & Detective'],
    titles: 4,
  },
  {
    community: 'Literary Fiction Salon',
    name: 'Book Club Favourites',
    description: 'Titles that start a conversation, in the order we read them.',
    owner: 'member',
    allowAddTitleGroup: true,
    sort: 'sequence',
    categories: ['Fiction / Literary', 'Poetry'],
    titles: 6,
  },
  {
    community: 'Northern Booksellers Alliance',
    name: 'Holiday Window Display',
    description: 'Covers that stop people in the street.',
    owner: 'user-9',
    allowAddTitleGroup: true,
    sort: 'votes',
    categories: [],
    titles: 7,
  },
  {
    community: 'Library Collection Development',
    name: 'Library Reads Candidates',
    description: 'Next season\u2019s most borrowed, we think.',
    owner: 'user-7',
    allowAddTitleGroup: true,
    sort: 'votes',
    categories: [],
    titles: 6,
  },
];

/** Inserts the demo lists with items and votes (after communities and titles); returns how many lists. */
export async function insertCollaborativeLists(
  tx: Tx,
  rnd: Random,
  titles: GeneratedTitle[],
  userIdByKey: Map<string, number>,
  now: Date,
): Promise<number> {
  const names = [...new Set(DEMO_LISTS.map((l) => l.community))];
  const found = await tx.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).where(inArray(affiliations.name, names));
  const idByName = new Map(found.map((c) => [c.name, c.id]));
  const memberships = await tx
    .select()
    .from(affiliationMemberships)
    .where(inArray(affiliationMemberships.affiliationId, [...idByName.values()]))
    .orderBy(asc(affiliationMemberships.userId));
  const demoId = userIdByKey.get('demo');
  let count = 0;
  for (const spec of DEMO_LISTS) {
    const affiliationId = idByName.get(spec.community);
    if (affiliationId === undefined) continue;
    const members = memberships.filter((m) => m.affiliationId === affiliationId).map((m) => m.userId);
    const ownerUserId = spec.owner === 'member' ? members.find((id) => id !== demoId) : userIdByKey.get(spec.owner);
    if (ownerUserId === undefined || !members.includes(ownerUserId)) continue;
    const [list] = await tx
      .insert(collaborativeLists)
      .values({
        affiliationId,
        ownerUserId,
        name: spec.name,
        description: spec.description,
        allowAddTitleGroup: spec.allowAddTitleGroup,
        sort: spec.sort,
      })
      .returning({ id: collaborativeLists.id });
    count += 1;
    const pool = titles.filter((t) => !spec.categories.length || spec.categories.includes(t.row.category ?? ''));
    const chosen = rnd.sample(pool, Math.min(spec.titles, pool.length));
    const adders = spec.allowAddTitleGroup ? members : [ownerUserId];
    const items = chosen.map((t, sequence) => ({
      listId: list!.id,
      sku: t.row.sku,
      sequence,
      addedByUserId: rnd.pick(adders),
      createdDate: new Date(now.getTime() - (chosen.length - sequence) * 86_400_000),
    }));
    if (items.length) await tx.insert(collaborativeListItems).values(items);
    // Members' votes, mostly up; the demo account has voted on some items of its lists.
    const votes = items.flatMap((item) =>
      rnd
        .sample(members, rnd.int(0, Math.min(6, members.length)))
        .map((userId) => ({ listId: item.listId, sku: item.sku, userId, value: rnd.chance(0.75) ? 1 : -1, votedDate: now })),
    );
    if (votes.length) await tx.insert(collaborativeListVotes).values(votes);
  }
  return count;
}
