import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { epochOf, type Db, type Tx } from '../db/client.ts';
import { publishers } from '../db/schema/catalog.ts';
import { organizations, sessions, users } from '../db/schema/identity.ts';
import type { SessionUser } from '../../shared/contracts/session.ts';
import { sha256 } from './auth.ts';
import { cultureForCountry } from './usersRegion.ts';
import { avatarUri } from './avatars.ts';
import { ReadCache } from './readCache.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

/** The signed-in user as routes see it (request.user). */
export interface AuthUser {
  user: UserRow;
  organization: OrganizationRow | null;
  /** The user's organization owns a publisher (may import titles and galleys); known from the session lookup. */
  isPublisher?: boolean;
}

/** Account types offered by the profile's account form. */
export const ACCOUNT_TYPES = [
  { id: 1, value: 'Bookseller' },
  { id: 2, value: 'Librarian' },
  { id: 3, value: 'Reviewer' },
  { id: 4, value: 'Educator' },
  { id: 5, value: 'Publishing professional' },
  { id: 6, value: 'Media' },
] as const;

/** Finds a user by email, case-insensitively. */
export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  countryCode?: string;
  keepMeUpdated?: boolean;
  orgId?: number | null;
  title?: string;
  classification?: string;
  avatarUri?: string;
  privileges?: string[];
}

/** Inserts a user; the unique index on lower(email) refuses a second account for one address. */
export async function createUser(db: Db | Tx, input: NewUser): Promise<UserRow> {
  const country = (input.countryCode ?? '').toUpperCase();
  const rows = await db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: input.email.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: input.passwordHash,
      countryCode: country,
      keepMeUpdated: input.keepMeUpdated ?? false,
      orgId: input.orgId ?? null,
      title: input.title ?? '',
      classification: input.classification ?? '',
      avatarUri: input.avatarUri ?? avatarUri(input.firstName.trim(), input.lastName.trim(), input.email.trim().toLowerCase()),
      privileges: input.privileges ?? [],
      cultureName: cultureForCountry(country),
    })
    .returning();
  return rows[0]!;
}

function sessionUserQuery(db: Db) {
  return db
    .select({
      user: users,
      organization: organizations,
      expiresAt: sessions.expiresAt,
      // Table-qualified: a correlated subquery (drizzle writes bare column names in a single-table select).
      isPublisher: sql<boolean>`exists (select 1 from ${publishers} where ${sql.raw('"publishers"."org_id"')} = ${sql.raw('"users"."org_id"')})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('user_for_session_token');
}

type SessionRow = AuthUser & { expiresAt: Date };

/**
 * The session lookup runs on every signed-in request: its SQL is built once per database (building it costs more
 * than PGlite running it), and on PostgreSQL the named statement is also planned once per connection. Its answers
 * are kept in a read cache: any write to the tables it reads (a logout, a login's rotation, a profile change) drops
 * them, and a kept session still ends at its expiry time.
 */
const sessionLookups = new WeakMap<Db, { query: ReturnType<typeof sessionUserQuery>; cache: ReadCache<SessionRow | null> | null }>();
/** The lookup reads sessions, users, organizations and publishers only: writes of other tables (shelves, lists, ...) keep its answers. */
export const SESSION_TABLES = ['sessions', 'users', 'organizations', 'publishers'] as const;
const SESSION_CACHE = { ttlMs: 10_000, maxEntries: 10_000, scope: { only: SESSION_TABLES } };

/** The user of a live session token, with their organisation; null when unknown or expired. */
export async function userForSessionToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    const epoch = epochOf(db);
    lookup = { query: sessionUserQuery(db), cache: epoch ? new ReadCache(epoch, SESSION_CACHE) : null };
    sessionLookups.set(db, lookup);
  }
  const idHash = sha256(token);
  // Placeholders skip the column's encoder: pass the timestamp as the column would (ISO text).
  const load = async () => (await lookup.query.execute({ idHash, now: now.toISOString() }))[0] ?? null;
  const row = await (lookup.cache ? lookup.cache.get(idHash, load) : load());
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { user: row.user, organization: row.organization, isPublisher: Boolean(row.isPublisher) };
}

export async function loadAuthUser(db: Db | Tx, userId: number): Promise<AuthUser | null> {
  const rows = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

function initials(first: string, last: string): string {
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
}

/** The session user of seed 1 section 3. */
export function toSessionUser({ user, organization }: AuthUser): SessionUser {
  const country = organization?.country || user.countryCode;
  // British date style for GB/UK organisations (seed 1 section 9).
  const cultureName = organization && ['GB', 'UK'].includes(organization.country.toUpperCase()) ? 'en-GB' : user.cultureName;
  return {
    user: {
      id: user.id,
      userID: user.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdDate: user.createdAt.toISOString(),
      title: user.title,
      classification: user.classification,
      orgID: organization?.id ?? 0,
      orgName: organization?.name ?? '',
      privileges: user.privileges.map((name) => ({ name })),
    },
    organization: {
      address: { country, city: organization?.city ?? '', stateProvince: organization?.stateProvince ?? '' },
    },
    userAvatar: {
      initials: initials(user.firstName, user.lastName),
      uri: user.avatarUri,
      displayName: `${user.firstName} ${user.lastName}`.trim(),
    },
    profiles: [],
    accountInfoForm: { accountTypes: ACCOUNT_TYPES.map((t) => ({ ...t })), selectedAccountType: user.accountType },
    region: { cultureName },
    isAccountSearchable: user.accountSearchable,
  };
}
