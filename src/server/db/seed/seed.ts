import { inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import { createRandom } from '../../../shared/domain/random.ts';
import type { Db, Tx } from '../client.ts';
import { demoSeedRuns, products } from '../schema/catalog.ts';
import { galleyFiles, reviewCopyFormats } from '../schema/galleys.ts';
import { organizations, users } from '../schema/identity.ts';
import { savedFilters } from '../schema/savedFilters.ts';
import { hashPassword } from '../../services/auth.ts';
import { generateGalleys } from './galleys.ts';
import { insertCommunities } from './insertCommunities.ts';
import { insertPeople } from './insertPeople.ts';
import { insertReviews } from './reviews.ts';
import { insertDemoShelves } from './shelves.ts';
import { insertRequests } from './requests.ts';
import { insertSubmissionLists } from './submissionLists.ts';
import { insertCollaborativeLists } from './collaborativeLists.ts';
import { insertEvents } from './events.ts';
import { insertCommunityFilters } from './communityFilters.ts';
import { insertConversations } from './conversations.ts';
import { DEMO_EMAIL, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './people.ts';
import { generateTitles } from './titles.ts';

/** Bump when the generated data changes shape. */
export const DEMO_SEED_VERSION = 1;
export const DEMO_SEED = 'booktrade-demo-1';
export const DEMO_TITLE_COUNT = 420;
export const DEMO_ACCOUNT = { email: DEMO_EMAIL, password: DEMO_PASSWORD } as const;

export interface SeedResult {
  seeded: boolean;
  demo: { email: string; password: string };
  counts?: SeedCounts;
}
export interface SeedCounts {
  titles: number;
  galleyTitles: number;
  formats: number;
  files: number;
  users: number;
  organizations: number;
  communities: number;
}

/** Tables the demo seed fills (identity rows are deleted one by one, by id). */
const DEMO_TABLES = [
  'demo_seed_runs',
  'conversation_badges',
  'conversation_statuses',
  'conversation_comments',
  'conversation_topics',
  'event_titles',
  'event_communities',
  'events',
  'review_copy_approval_rules',
  'galley_files',
  'review_copy_formats',
  'affiliation_circles',
  'group_validation_items',
  'affiliation_memberships',
  'affiliation_owners',
  'affiliations',
  'products',
  'imprints',
  'publishers',
];
/** Serialises seeding between app instances sharing one PostgreSQL. */
const SEED_LOCK = 724_031_001;

async function demoDataExists(tx: Tx): Promise<boolean> {
  const run = await tx.select({ id: demoSeedRuns.id }).from(demoSeedRuns).limit(1);
  if (run.length) return true;
  const product = await tx.select({ sku: products.sku }).from(products).limit(1);
  return product.length > 0;
}

/**
 * Deletes the demo data: every catalogue, community and galley row (TRUNCATE ... CASCADE, so rows of other
 * tables pointing at them go too) and the demo users and organisations.
 */
async function deleteDemoData(tx: Tx): Promise<void> {
  const runs = await tx.select().from(demoSeedRuns);
  const userIds = runs.flatMap((r) => r.userIds);
  const orgIds = runs.flatMap((r) => r.orgIds);
  // The communities' saved filter lanes (no foreign key to the communities, so users' own filters are not truncated).
  await tx.delete(savedFilters).where(isNotNull(savedFilters.groupId));
  await tx.execute(sql.raw(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  const demoUsers = userIds.length
    ? or(inArray(users.id, userIds), like(users.email, `%${DEMO_EMAIL_DOMAIN}`))
    : like(users.email, `%${DEMO_EMAIL_DOMAIN}`);
  await tx.delete(users).where(demoUsers);
  if (orgIds.length) {
    await tx.update(users).set({ orgId: null }).where(inArray(users.orgId, orgIds));
    await tx.delete(organizations).where(inArray(organizations.id, orgIds));
  }
}

async function insertBatched<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function createDemoData(tx: Tx, passwordHash: string, now: Date): Promise<SeedCounts> {
  const rnd = createRandom(DEMO_SEED);
  const people = await insertPeople(tx, rnd.fork('people'), passwordHash);
  const titles = generateTitles(rnd.fork('titles'), DEMO_TITLE_COUNT, now);
  const galleys = generateGalleys(rnd.fork('galleys'), titles, now);
  await insertBatched(titles, 100, (batch) => tx.insert(products).values(batch.map((t) => t.row)));
  await insertBatched(galleys.formats, 200, (batch) => tx.insert(reviewCopyFormats).values(batch));
  await insertBatched(galleys.files, 20, (batch) => tx.insert(galleyFiles).values(batch));
  const communities = await insertCommunities(tx, rnd, people, now);
  await insertReviews(tx, rnd.fork('reviews'), titles, people.userIdByKey.get('demo'), now);
  await insertDemoShelves(tx, rnd.fork('shelves'), titles, people.userIdByKey.get('demo'));
  await insertRequests(tx, rnd.fork('requests'), titles, galleys.formats, people.userIdByKey, now);
  await insertSubmissionLists(tx, now);
  await insertCollaborativeLists(tx, rnd.fork('lists'), titles, people.userIdByKey, now);
  await insertEvents(tx, rnd.fork('events'), titles, people.userIdByKey, now);
  await insertCommunityFilters(tx);
  await insertConversations(tx, rnd.fork('conversations'), titles, people.userIdByKey.get('demo'), now);
  await tx.insert(demoSeedRuns).values({
    version: DEMO_SEED_VERSION,
    seed: DEMO_SEED,
    userIds: [...people.userIdByKey.values()],
    orgIds: people.orgIds,
    seededAt: now,
  });
  return {
    titles: titles.length,
    galleyTitles: new Set(galleys.formats.map((f) => f.sku)).size,
    formats: galleys.formats.length,
    files: galleys.files.length,
    users: people.userIdByKey.size,
    organizations: people.orgIds.length,
    communities,
  };
}

/** argon2id of the shared demo password: computed once per seeding, reused by every demo user. */
function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/**
 * Makes the demo data (420 titles, 50 EPUB galleys, communities, 40 users including the demo account).
 * With reset, deletes the existing demo data first; without, does nothing when demo data exists.
 * One transaction: a failure leaves the database as it was.
 */
export async function seedDemoData(db: Db, options: { reset?: boolean; now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const passwordHash = await hashDemoPassword();
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (options.reset) await deleteDemoData(tx);
    else if (await demoDataExists(tx)) return undefined;
    return createDemoData(tx, passwordHash, now);
  });
  return { seeded: counts !== undefined, demo: { ...DEMO_ACCOUNT }, ...(counts ? { counts } : {}) };
}

/** First start: seeds when the database holds no demo data (cheap check, no hashing otherwise). */
export async function seedIfEmpty(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const exists = await db.transaction((tx) => demoDataExists(tx));
  if (exists) return { seeded: false, demo: { ...DEMO_ACCOUNT } };
  return seedDemoData(db, { now: options.now });
}
