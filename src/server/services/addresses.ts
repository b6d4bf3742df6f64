import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { addresses } from '../db/schema/profile.ts';
import { ADDRESS_LIMIT, STATE_NOT_IN_COUNTRY, TOO_MANY_ADDRESSES, type Address, type AddressBody } from '../../shared/contracts/profile.ts';
import { hasStateChoices } from '../../shared/domain/registration.ts';
import { stateChoices } from '../../shared/domain/registrationStates.ts';
import { fieldProblem } from '../plugins/problem.ts';
import { isCountryCode } from './usersRegion.ts';
import { ownAddress, toAddress } from './profile.ts';

/** The address as stored: country upper case; a state of the country's choices for US and CA, free text elsewhere. */
function checked(body: AddressBody) {
  const country = body.country.toUpperCase();
  if (!isCountryCode(country)) throw fieldProblem('country', 'choose a country');
  let stateProvince = body.stateProvince ?? '';
  if (hasStateChoices(country)) {
    const state = stateChoices(country).find((s) => s.code === stateProvince.toUpperCase());
    if (!state) throw fieldProblem('stateProvince', STATE_NOT_IN_COUNTRY);
    stateProvince = state.code;
  }
  return {
    description: body.description ?? '',
    fullName: body.fullName,
    streetAddress1: body.streetAddress1,
    city: body.city,
    stateProvince,
    postalCode: body.postalCode ?? '',
    country,
  };
}

/** Makes this address the only default one of the user. */
async function makeDefault(tx: Tx, userId: number, addressId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
}

/** POST /api/v1/me/addresses: a new address; the first one, or one asked to be, is the default. */
export async function addAddress(tx: Tx, userId: number, body: AddressBody): Promise<Address> {
  const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))) as [{ n: number }];
  if (n >= ADDRESS_LIMIT) throw fieldProblem('addressId', TOO_MANY_ADDRESSES, 409);
  const [row] = await tx
    .insert(addresses)
    .values({ ...checked(body), userId })
    .returning();
  if (n === 0 || body.isDefault) await makeDefault(tx, userId, row!.id);
  return toAddress({ ...row!, isDefault: n === 0 || !!body.isDefault });
}

/** PUT /api/v1/me/addresses/{addressId}: the caller's own address only. Unsetting the default is done by choosing another. */
export async function updateAddress(tx: Tx, userId: number, addressId: number, body: AddressBody): Promise<Address> {
  const current = await ownAddress(tx, userId, addressId);
  const [row] = await tx.update(addresses).set(checked(body)).where(eq(addresses.id, addressId)).returning();
  if (body.isDefault && !current.isDefault) await makeDefault(tx, userId, addressId);
  return toAddress({ ...row!, isDefault: current.isDefault || !!body.isDefault });
}

/** DELETE /api/v1/me/addresses/{addressId}: when the default goes, the oldest remaining address becomes the default. */
export async function deleteAddress(tx: Tx, userId: number, addressId: number): Promise<{ addressId: number }> {
  const current = await ownAddress(tx, userId, addressId);
  await tx.delete(addresses).where(eq(addresses.id, addressId));
  if (current.isDefault) {
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  }
  return { addressId };
}
