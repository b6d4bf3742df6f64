import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { affiliations } from '../schema/communities.ts';
import { submissionLists } from '../schema/nominations.ts';

const DAY_MS = 86_400_000;

interface SubmissionListSpec {
  community: string;
  name: string;
  categories: string[];
  /** Window in days from now. */
  opens: number;
  closes: number;
}

/**
 * Submission lists of demo communities (no randomness): open ones of communities the demo account belongs to (two
 * take every category, two take one genre), one that has closed, one not open yet, and one open list of a community
 * the demo account is not in. So every title has at least two lists the demo account can nominate it to.
 */
export const DEMO_SUBMISSION_LISTS: SubmissionListSpec[] = [
  { community: 'Independent Booksellers Forum', name: 'Indie Picks: Spring Nominations', categories: [], opens: -20, closes: 40 },
  { community: 'Debut Authors Preview Panel', name: 'Debut of the Year', categories: [], opens: -30, closes: 15 },
  {
    community: 'Mystery & Thriller Readers',
    name: 'Best Mysteries of the Season',
    categories: ['Fiction / Mystery & Detective'],
    opens: -10,
    closes: 30,
  },
  { community: 'Literary Fiction Salon', name: 'Salon Prize Longlist', categories: ['Fiction / Literary', 'Poetry'], opens: -5, closes: 60 },
  { community: 'Northern Booksellers Alliance', name: 'Winter Buying Picks', categories: [], opens: -120, closes: -30 },
  {
    community: 'Northern Booksellers: Fiction Buyers',
    name: 'Holiday Gift Picks',
    categories: ['Fiction / Literary', 'Fiction / Historical'],
    opens: 10,
    closes: 70,
  },
  { community: 'Library Collection Development', name: 'Library Reads Nominations', categories: [], opens: -15, closes: 45 },
];

/** Inserts the demo submission lists (after the communities); returns how many. */
export async function insertSubmissionLists(tx: Tx, now: Date): Promise<number> {
  const names = [...new Set(DEMO_SUBMISSION_LISTS.map((l) => l.community))];
  const found = await tx.select({ id: affiliations.id, name: affiliations.name }).from(affiliations).where(inArray(affiliations.name, names));
  const idByName = new Map(found.map((c) => [c.name, c.id]));
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const rows = DEMO_SUBMISSION_LISTS.flatMap((l) => {
    const affiliationId = idByName.get(l.community);
    return affiliationId === undefined
      ? []
      : [{ affiliationId, name: l.name, categories: l.categories, opensDate: at(l.opens), closesDate: at(l.closes) }];
  });
  if (rows.length) await tx.insert(submissionLists).values(rows);
  return rows.length;
}
