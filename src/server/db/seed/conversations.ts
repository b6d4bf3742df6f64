import { asc, inArray } from 'drizzle-orm';
import type { Random } from '../../../shared/domain/random.ts';
import { BADGE_TYPES } from '../../../shared/contracts/conversations.ts';
import type { Tx } from '../client.ts';
import { affiliationMemberships, affiliations } from '../schema/communities.ts';
import { conversationBadges, conversationComments, conversationTopics } from '../schema/conversations.ts';
import type { GeneratedTitle } from './titles.ts';

interface TopicSpec {
  community: string;
  name: string;
  initialComment: string;
  replies: string[];
}

/** Topics of demo communities, each opened by a member with its first thought and a few replies. */
export const DEMO_TOPICS: TopicSpec[] = [
  {
    community: 'Independent Booksellers Forum',
    name: 'Which fair sessions are worth the queue?',
    initialComment: 'Planning my two days at the Riverside fair. Which publisher sessions did you find worth the queue last year?',
    replies: [
      'The debut panel, every time: you meet the authors before anyone else does.',
      'Skip the big keynote, the recording goes up the same evening.',
    ],
  },
  {
    community: 'Independent Booksellers Forum',
    name: 'Shelf talkers that actually sell',
    initialComment: 'Share a shelf talker line that moved copies for you this season.',
    replies: ['"If you liked the ending of last year\'s prize winner, read this first." Sold out twice.'],
  },
  {
    community: 'Mystery & Thriller Readers',
    name: 'Favourite detective duos',
    initialComment: 'Who is the best pair of detectives in the galleys we have read this year?',
    replies: ['The retired librarian and her nephew, no contest.', 'I still prefer a lone inspector, but the duo in the canal mystery won me over.'],
  },
  {
    community: 'Literary Fiction Salon',
    name: 'Next month\u2019s book club pick',
    initialComment: 'Suggestions for next month? Something under 300 pages that starts a good argument.',
    replies: [],
  },
];

/** Thoughts on titles (title conversations); {title} is the title's name. */
const TITLE_THOUGHTS = [
  'Just finished the galley of {title}: the middle drags a little, but the last fifty pages are worth it.',
  'Anyone else ordering {title} for the front table? The jacket alone will sell it.',
  '{title} would be a great book club pick: lots to argue about.',
  'Our customers keep asking when {title} comes out. Has anyone heard about a signed edition?',
];
const TITLE_REPLIES = [
  'Agreed, I read it in one sitting.',
  'Not for me, but I can see who I will hand-sell it to.',
  'Putting in a request for the galley now.',
  'Same here: ordering extra copies.',
];

/** The demo communities' conversations: topics with replies, and threads about titles, with badges. */
export async function insertConversations(tx: Tx, rnd: Random, titles: GeneratedTitle[], demoUserId: number | undefined, now: Date): Promise<number> {
  const names = ['Independent Booksellers Forum', 'Mystery & Thriller Readers', 'Literary Fiction Salon'];
  const found = await tx.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).where(inArray(affiliations.name, names));
  const idByName = new Map(found.map((c) => [c.name, c.id]));
  const memberships = await tx
    .select()
    .from(affiliationMemberships)
    .where(inArray(affiliationMemberships.affiliationId, [...idByName.values()]))
    .orderBy(asc(affiliationMemberships.userId));
  const membersOf = (communityId: number) => memberships.filter((m) => m.affiliationId === communityId).map((m) => m.userId);
  // Times go forward from a week ago, an hour or so apart, so the newest activity is the last one made here.
  let clock = now.getTime() - 7 * 86_400_000;
  const tick = () => new Date((clock += rnd.int(20, 90) * 60_000));
  const commentIds: Array<{ id: number; members: number[] }> = [];

  async function comment(communityId: number, type: 'title' | 'topic', conversationId: string, userId: number, text: string, parent: number | null) {
    const at = tick();
    const [row] = await tx
      .insert(conversationComments)
      .values({
        affiliationId: communityId,
        conversationType: type,
        conversationId,
        parentCommentId: parent,
        userId,
        text,
        createdDate: at,
        updatedDate: at,
      })
      .returning({ id: conversationComments.id });
    commentIds.push({ id: row!.id, members: membersOf(communityId) });
    return row!.id;
  }

  // The demo account's own threads show first in their communities: others' authors otherwise.
  const authorFor = (members: number[], mine: boolean) =>
    mine && demoUserId && members.includes(demoUserId) ? demoUserId : rnd.pick(members.filter((m) => m !== demoUserId));
  for (const [index, spec] of DEMO_TOPICS.entries()) {
    const communityId = idByName.get(spec.community);
    if (communityId === undefined) continue;
    const members = membersOf(communityId);
    const owner = authorFor(members, index === 1);
    const [topic] = await tx
      .insert(conversationTopics)
      .values({ affiliationId: communityId, ownerUserId: owner, name: spec.name, initialComment: spec.initialComment, createdDate: new Date(clock) })
      .returning({ id: conversationTopics.id });
    const starter = await comment(communityId, 'topic', String(topic!.id), owner, spec.initialComment, null);
    for (const reply of spec.replies) await comment(communityId, 'topic', String(topic!.id), authorFor(members, false), reply, starter);
  }
  for (const [name, communityId] of idByName) {
    const members = membersOf(communityId);
    const pool = name.startsWith('Mystery') ? titles.filter((t) => t.row.category === 'Fiction / Mystery & Detective') : titles;
    for (const title of rnd.sample(pool, 3)) {
      const starter = await comment(
        communityId,
        'title',
        title.row.sku,
        authorFor(members, false),
        rnd.pick(TITLE_THOUGHTS).replace('{title}', title.row.name),
        null,
      );
      for (let i = rnd.int(0, 3); i > 0; i--)
        await comment(communityId, 'title', title.row.sku, authorFor(members, false), rnd.pick(TITLE_REPLIES), starter);
    }
  }
  const badges = commentIds.flatMap(({ id, members }) =>
    rnd.sample(members, rnd.int(0, 3)).map((userId) => ({ commentId: id, userId, type: rnd.pick(BADGE_TYPES) })),
  );
  if (badges.length) await tx.insert(conversationBadges).values(badges);
  return commentIds.length;
}
