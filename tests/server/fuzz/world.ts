import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../src/server/db/seed/people.ts';
import { seedDemoData } from '../../../src/server/db/seed/seed.ts';
import { createTestApp, GENEROUS_LIMITS, login, PASSWORD, register, sessionCookie, solveRobotCheck, type TestApp } from '../helpers.ts';
import type { Random } from './random.ts';
import type { Identity } from './requests.ts';
import type { KnownValues } from './schemaSample.ts';

/** Ids and keys present in the data, so that generated requests get past "not found" and reach the queries. */
export interface Seeded {
  skus: string[];
  communityIds: number[];
  viewIds: number[];
  listIds: number[];
  catalogIds: number[];
  savedFilterIds: number[];
  galleyRequestIds: number[];
  submissionListIds: number[];
  resourceIds: string[];
  /** Collaborative lists with their community, owner and titles (a list route gets a coherent list, community, title). */
  lists: Array<{ id: number; communityId: number; ownerId: number; skus: string[] }>;
  /** The demo account's collections with their titles. */
  catalogs: Array<{ id: number; skus: string[] }>;
  /** Communities the owner identity owns (their review copy requests are its to decide) and their pending requests. */
  ownedCommunityIds: number[];
  pendingRequestIds: number[];
  /** Titles the demo account has requested, and reviewed. */
  requestedSkus: string[];
  reviewedSkus: string[];
  /** Titles the demo account may read in the web reader (approved requests with a galley file). */
  readableSkus: string[];
}

export interface FuzzWorld {
  test: TestApp;
  app: FastifyInstance;
  /** Error lines the app logged since the runner last emptied this list. */
  serverErrors: string[];
  cookies: Record<Identity, string | null>;
  demoId: number;
  seeded: Seeded;
  /** Signs the identity in again (after a logout or a password change ended its session). */
  signIn(identity: Identity): Promise<void>;
  refreshSeeded(): Promise<void>;
  knownFor(url: string, identity: Identity, random: Random): KnownValues;
}

type Rows<T> = { rows: T[] };

async function readSeeded(db: TestApp['database']['db'], demoId: number, ownerId: number): Promise<Seeded> {
  const ints = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<{ v: number }>).rows.map((r) => Number(r.v));
  const texts = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<{ v: string }>).rows.map((r) => r.v);
  return {
    skus: [
      ...(await texts(sql`select sku as v from products order by sku limit 6`)),
      ...(await texts(sql`select distinct sku as v from galley_files order by sku limit 4`)),
      ...(await texts(sql`select sku as v from shelf_entries where user_id = ${demoId} limit 2`)),
    ],
    communityIds: await ints(sql`select affiliation_id as v from affiliation_memberships where user_id = ${demoId} order by 1 limit 6`),
    viewIds: await ints(sql`select view_id as v from affiliations where view_id > 0 order by 1 limit 4`),
    listIds: await ints(sql`select id as v from collaborative_lists order by 1 limit 6`),
    catalogIds: await ints(sql`select id as v from catalogs where owner_user_id = ${demoId} order by 1 limit 4`),
    savedFilterIds: await ints(sql`select id as v from saved_filters order by 1 limit 4`),
    galleyRequestIds: await ints(sql`select id as v from galley_requests order by 1 limit 6`),
    submissionListIds: await ints(sql`select id as v from submission_lists order by 1 limit 4`),
    resourceIds: await texts(sql`select resource_id as v from galley_files order by 1 limit 4`),
    lists: (
      (await db.execute(sql`
      select l.id, l.affiliation_id as "communityId", l.owner_user_id as "ownerId",
        coalesce((select array_agg(i.sku order by i.sku) from collaborative_list_items i where i.list_id = l.id), '{}') as skus
      from collaborative_lists l where not l.archived order by l.id limit 12`)) as unknown as Rows<Seeded['lists'][number]>
    ).rows,
    catalogs: (
      (await db.execute(sql`
      select c.id, coalesce((select array_agg(t.sku order by t.sku) from catalog_titles t where t.catalog_id = c.id), '{}') as skus
      from catalogs c where c.owner_user_id = ${demoId} order by c.id limit 6`)) as unknown as Rows<Seeded['catalogs'][number]>
    ).rows,
    ownedCommunityIds: await ints(sql`
      select o.affiliation_id as v from affiliation_owners o join affiliations a on a.id = o.affiliation_id
      where o.user_id = ${ownerId} and a.publisher_id is not null order by 1`),
    pendingRequestIds: await ints(sql`
      select r.id as v from galley_requests r join products p on p.sku = r.sku
      join affiliations a on a.publisher_id = p.publisher_id join affiliation_owners o on o.affiliation_id = a.id
      where o.user_id = ${ownerId} and r.status = 'pending' order by 1 limit 8`),
    requestedSkus: await texts(sql`select sku as v from galley_requests where user_id = ${demoId} order by 1 limit 6`),
    reviewedSkus: await texts(sql`select sku as v from reviews where user_id = ${demoId} order by 1 limit 6`),
    readableSkus: await texts(sql`
      select distinct r.sku as v from galley_requests r join galley_files f on f.sku = r.sku
      where r.user_id = ${demoId} and r.status = 'approved' order by 1 limit 4`),
  };
}

/**
 * An app on in-memory PGlite (or on `database`, which the caller closes) with the demo catalogue, the demo account and a second user signed in, two
 * collections and two saved filters of the demo account. Login failures are not throttled (the fuzzer sends many
 * with the demo address).
 */
export async function createFuzzWorld(database?: Database): Promise<FuzzWorld> {
  const generous = { max: 1_000_000, windowMs: 60_000 };
  const serverErrors: string[] = [];
  // The app's error log (what a 500 hides from the client), read by the runner after each request.
  const stream = { write: (line: string) => serverErrors.push(errorLine(line)) };
  const test = await createTestApp(
    {
      rateLimits: { ...GENEROUS_LIMITS, loginPerIp: generous, loginFailuresPerAccountIp: generous },
      logger: { level: 'error', stream } as unknown as { level: string },
    },
    database,
  );
  const { app } = test;
  await seedDemoData(test.database.db);
  const other = await register(app);
  type Rows1 = Rows<{ id: number; email: string }>;
  // The seeded owner of a publisher's community with the most pending review copy requests.
  const ownerRow = (
    (await test.database.db.execute(sql`
    select u.id, u.email from users u join affiliation_owners o on o.user_id = u.id join affiliations a on a.id = o.affiliation_id
    join products p on p.publisher_id = a.publisher_id join galley_requests r on r.sku = p.sku and r.status = 'pending'
    where u.email <> ${DEMO_EMAIL} group by u.id, u.email order by count(*) desc, u.id limit 1`)) as unknown as Rows1
  ).rows[0];
  if (!ownerRow) throw new Error('the demo data has no community owner with pending requests');
  const accounts: Record<Exclude<Identity, 'anonymous'>, { email: string; password: string }> = {
    demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    owner: { email: ownerRow.email, password: DEMO_PASSWORD },
    other: { email: other.email, password: PASSWORD },
  };
  const cookies: Record<Identity, string | null> = { demo: null, owner: null, other: other.cookie, anonymous: null };
  const signIn = async (identity: Identity) => {
    if (identity === 'anonymous') return;
    const res = await login(app, accounts[identity].email, accounts[identity].password);
    if (res.statusCode !== 200) throw new Error(`${identity} could not sign in again: ${res.statusCode} ${res.body}`);
    cookies[identity] = sessionCookie(res);
  };
  await signIn('demo');
  await signIn('owner');
  const demo = cookies.demo!;
  const me = await app.inject({ method: 'GET', url: '/api/v1/me/user', headers: { cookie: demo } });
  const demoId = (me.json() as { user: { id: number } }).user.id;
  let seeded = await readSeeded(test.database.db, demoId, ownerRow.id);
  let registered = 0;
  for (const name of ['Fuzz one', 'Fuzz two']) {
    const body = { type: 2, name, products: [{ sku: seeded.skus[0] }] };
    const res = await app.inject({ method: 'PUT', url: '/api/v1/me/collections', headers: { cookie: demo }, payload: body });
    if (res.statusCode >= 300) throw new Error(`collection setup: ${res.statusCode} ${res.body}`);
    const filter = await app.inject({ method: 'POST', url: '/api/v1/savedFilters', headers: { cookie: demo }, payload: { name, definition: '[]' } });
    if (filter.statusCode >= 300) throw new Error(`saved filter setup: ${filter.statusCode} ${filter.body}`);
  }
  seeded = await readSeeded(test.database.db, demoId, ownerRow.id);
  const world: FuzzWorld = {
    test,
    app,
    serverErrors,
    cookies,
    demoId,
    seeded,
    signIn,
    async refreshSeeded() {
      world.seeded = await readSeeded(test.database.db, demoId, ownerRow.id);
    },
    knownFor(url, identity, random) {
      const s = world.seeded;
      const { email, password } = accounts[identity === 'anonymous' ? 'demo' : identity];
      const mine = s.lists.filter((l) => l.ownerId === demoId);
      const list = s.lists.length ? random.pick(random.chance(0.7) && mine.length ? mine : s.lists) : undefined;
      const catalog = s.catalogs.length ? random.pick(s.catalogs) : undefined;
      const onList = /collaborativeTitleLists\/:listId\/items\/:sku|votes/.test(url) && list?.skus.length ? list.skus : undefined;
      // Titles in the collection for removing and reordering (and half the time for adding again).
      const takesCatalogTitles = /:catalogId\/:sku|titles\/resequence/.test(url) || (/catalogs\/:id\/titles$/.test(url) && random.chance(0.5));
      const inCatalog = takesCatalogTitles && catalog?.skus.length ? catalog.skus : undefined;
      const skusByUrl: Array<[RegExp, string[]]> = [
        [/reader\/positions/, s.readableSkus],
        [/galleys\/:sku\/(cancel|enable)/, s.requestedSkus],
        [/reviews\/:sku\/review|reviews\/products\/:sku$/, s.reviewedSkus],
      ];
      const listIds = list ? [list.id] : s.listIds;
      const catalogIds = catalog ? [catalog.id] : s.catalogIds;
      const idsByUrl: Array<[RegExp, number[]]> = [
        [/savedFilters/, s.savedFilterIds],
        [/catalogs|collections/, catalogIds],
        [/galleyRequests/, s.pendingRequestIds.length ? s.pendingRequestIds : s.galleyRequestIds],
        [/collaborativeTitleList/, listIds],
        [/reviewCopies/, [0, ...s.savedFilterIds]],
      ];
      const communityIds =
        url.includes('galleyRequests') && s.ownedCommunityIds.length
          ? s.ownedCommunityIds
          : url.includes('collaborativeTitleList') && list
            ? [list.communityId]
            : s.communityIds;
      const byName: Record<string, readonly unknown[]> = {
        sku: url.endsWith('/:sku/search')
          ? ['{}']
          : (skusByUrl.find(([re, skus]) => re.test(url) && skus.length)?.[1] ?? onList ?? inCatalog ?? s.skus),
        method: ['1', '2'],
        format: ['2', '3', '1000'],
        communityId: communityIds,
        targetGroupId: s.communityIds,
        viewId: [...s.viewIds, ...s.savedFilterIds],
        listId: listIds,
        catalogId: catalogIds,
        submissionListId: s.submissionListIds,
        resourceId: s.resourceIds,
        userId: [String(world.demoId)],
        email: url.includes('registration') ? [`fuzz.${(registered += 1)}@example.com`] : [email],
        pword: [password],
        password: [password],
        verifyPassword: [password],
        currentPassword: [password],
        kindleEmail: ['reader@kindle.com'],
        definition: ['[]'],
        filters: ['[]'],
        cfi: ['epubcfi(/6/4!/4/2/1:0)'],
        id: idsByUrl.find(([re]) => re.test(url))?.[1] ?? [1],
      };
      const skuPattern = 'pattern:^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
      return (name) => (name === skuPattern ? (inCatalog ?? s.skus) : byName[name]);
    },
  };
  return world;
}

/** One error log line as 'message: error (the database's cause) at the first app frame'. */
function errorLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; code?: string; stack?: string; query?: string } };
    const err = entry.err ?? {};
    const [own = '', causedBy] = (err.stack ?? '').split('\ncaused by: ');
    const cause = causedBy?.split('\n')[0]?.replace(/^\w*: /, '');
    const frame =
      own
        .split('\n')
        .find((l) => l.includes('/src/server/'))
        ?.trim()
        .replace(/^at .*?\(?\/.*?\/src\//, 'at src/') ?? '';
    const message = err.query ? `${cause ?? ''} in query "${err.query.replace(/\s+/g, ' ').slice(0, 90)}..."` : (err.message ?? '').slice(0, 300);
    return `${entry.msg ?? ''}: ${message}${err.code ? ` (${err.code})` : ''} ${frame}`.trim();
  } catch {
    return line.trim();
  }
}

/** A fresh robot-check payload (the registration route spends one per request). */
export function robotCheck(app: FastifyInstance): Promise<string> {
  return solveRobotCheck(app);
}
