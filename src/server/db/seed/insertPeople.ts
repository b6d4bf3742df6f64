import { sql } from 'drizzle-orm';
import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { organizations, users } from '../schema/identity.ts';
import { imprints, publishers } from '../schema/catalog.ts';
import { avatarUri } from '../../services/avatars.ts';
import { cultureForCountry } from '../../services/usersRegion.ts';
import { PUBLISHERS } from './catalogData.ts';
import { generateOrgs, generateUsers, type UserSpec } from './people.ts';

export const DEMO_USER_COUNT = 40;

/** A UUID-shaped public id (users.userId) that is the same on every seeding. */
function stableUuid(rnd: Random): string {
  const hex = Array.from({ length: 32 }, () => rnd.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[rnd.int(0, 3)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export async function setSerial(tx: Tx, table: string): Promise<void> {
  await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`));
}

export interface PeopleResult {
  userIdByKey: Map<string, number>;
  userSpecs: UserSpec[];
  orgIds: number[];
}

/** Organisations, publishers with their imprints (ids 1..n, as the title generator expects), and users. */
export async function insertPeople(tx: Tx, rnd: Random, passwordHash: string): Promise<PeopleResult> {
  const orgs = generateOrgs();
  const orgRows = await tx
    .insert(organizations)
    .values(orgs.map(({ name, country, city, stateProvince }) => ({ name, country, city, stateProvince, isLibrary: / Library$/.test(name) })))
    .returning({ id: organizations.id });
  const orgIdByKey = new Map(orgs.map((o, i) => [o.key, orgRows[i]!.id]));

  await tx.insert(publishers).values(PUBLISHERS.map((p, i) => ({ id: i + 1, name: p.name, orgId: orgIdByKey.get(`publisher-${i}`)! })));
  await tx.insert(imprints).values(PUBLISHERS.flatMap((p, i) => p.imprints.map((name, j) => ({ id: i * 2 + j + 1, name, publisherId: i + 1 }))));
  await setSerial(tx, 'publishers');
  await setSerial(tx, 'imprints');

  const userSpecs = generateUsers(rnd.fork('users'), DEMO_USER_COUNT);
  const ids = rnd.fork('user-ids');
  const countryOf = new Map(orgs.map((o) => [o.key, o.country]));
  const rows = await tx
    .insert(users)
    .values(
      userSpecs.map((u) => {
        const country = countryOf.get(u.orgKey) ?? 'US';
        return {
          userId: stableUuid(ids),
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash,
          title: u.title,
          classification: u.classification,
          orgId: orgIdByKey.get(u.orgKey) ?? null,
          countryCode: country,
          avatarUri: avatarUri(u.firstName, u.lastName, u.email),
          cultureName: cultureForCountry(country),
          accountType: 1,
        };
      }),
    )
    .returning({ id: users.id });
  return {
    userIdByKey: new Map(userSpecs.map((u, i) => [u.key, rows[i]!.id])),
    userSpecs,
    orgIds: orgRows.map((r) => r.id),
  };
}
