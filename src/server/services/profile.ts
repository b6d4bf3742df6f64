import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { affiliationMemberships } from '../db/schema/communities.ts';
import { organizations, users } from '../db/schema/identity.ts';
import { addresses, userAvatars } from '../db/schema/profile.ts';
import type { Address, PersonalInfoBody, Profile } from '../../shared/contracts/profile.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import type { AuthUser } from './users.ts';

/** Privilege of accounts an organization manages: their holders cannot edit account or privileges (seed 3 §5). */
export const MANAGED_ACCOUNT = 'managedAccount';
/** Privilege of a library account already upgraded. */
export const UPGRADED_LIBRARY = 'libraryUpgraded';

export function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    addressId: row.id,
    description: row.description,
    fullName: row.fullName,
    streetAddress1: row.streetAddress1,
    city: row.city,
    stateProvince: row.stateProvince,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

/** GET /api/v1/me/profile: the seed's User and Organization of the signed-in user. */
export async function profileOf(db: Db | Tx, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      user: users,
      organization: organizations,
      hasAvatar: sql<boolean>`exists (select 1 from ${userAvatars} where ${userAvatars.userId} = ${users.id})`,
      joinedCommunity: sql<boolean>`exists (select 1 from ${affiliationMemberships} where ${affiliationMemberships.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw httpProblem(404, 'no such user');
  const list = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const { user, organization } = row;
  return {
    user: {
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      addresses: list.map(toAddress),
      canEditAccountAndPrivileges: !user.privileges.includes(MANAGED_ACCOUNT),
      isAccountUpgradable: !!organization?.isLibrary && !user.privileges.includes(UPGRADED_LIBRARY),
      avatarUri: user.avatarUri,
      hasAvatar: Boolean(row.hasAvatar),
      joinedCommunity: Boolean(row.joinedCommunity),
    },
    organization: organization ? { id: organization.id, displayName: organization.name, isLibrary: organization.isLibrary } : null,
  };
}

/**
 * POST /api/v1/users/{email}/: first and last name, phone and organization of the caller. The path's email must be
 * the caller's own (any case); an organization name joins the organization of that name (any case) or makes one.
 */
export async function savePersonalInfo(tx: Tx, auth: AuthUser, email: string, body: PersonalInfoBody): Promise<Profile> {
  if (email.trim().toLowerCase() !== auth.user.email.toLowerCase()) throw httpProblem(403, 'you can only edit your own profile');
  let orgId = auth.user.orgId;
  const orgName = body.organization?.trim();
  if (orgName && orgName.toLowerCase() !== (auth.organization?.name ?? '').toLowerCase()) {
    const [existing] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(sql`lower(${organizations.name})`, orgName.toLowerCase()))
      .orderBy(asc(organizations.id))
      .limit(1);
    orgId =
      existing?.id ??
      (await tx.insert(organizations).values({ name: orgName, country: auth.user.countryCode }).returning({ id: organizations.id }))[0]!.id;
  }
  await tx
    .update(users)
    .set({ firstName: body.firstName, lastName: body.lastName, orgId, ...(body.phone !== undefined ? { phone: body.phone } : {}) })
    .where(eq(users.id, auth.user.id));
  return profileOf(tx, auth.user.id);
}

/** The caller's address with this id, or a 404 (another user's address is unknown to the caller). */
export async function ownAddress(tx: Tx, userId: number, addressId: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw fieldProblem('addressId', 'no such address', 404);
  return row;
}
