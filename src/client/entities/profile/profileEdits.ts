import type { Address, AddressBody, PersonalInfoBody, Profile } from '../../../shared/contracts/profile.ts';
import { edit, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { profileKeys } from './queries.ts';

/** Personal information as saved: names, phone and the organization's name. */
export const personalInfoEdit: ReplayableEdit<PersonalInfoBody> = {
  kind: 'profilePersonalInfo',
  edits: (_, body) => [
    edit<Profile>(profileKeys.mine(), (old) => ({
      ...old,
      user: {
        ...old.user,
        firstName: body.firstName,
        lastName: body.lastName,
        fullName: `${body.firstName} ${body.lastName}`.trim(),
        phone: body.phone ?? old.user.phone,
      },
      organization:
        body.organization && old.organization
          ? { ...old.organization, displayName: body.organization }
          : body.organization
            ? { id: 0, displayName: body.organization, isLibrary: false }
            : old.organization,
    })),
  ],
};

/** An address added (it has the id -1 until the server gives it one), changed or removed. */
export type AddressChange =
  | { change: 'add'; body: AddressBody; clientId: string }
  | { change: 'update'; addressId: number; body: AddressBody }
  | { change: 'delete'; addressId: number };

/** The pending id of an address added offline: negative, stable for its change, never a server id. */
export function pendingAddressId(clientId: string): number {
  let hash = 0;
  for (const char of clientId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return -1 - (Math.abs(hash) % 1_000_000);
}

function withDefault(list: Address[], addressId: number): Address[] {
  return list.map((a) => ({ ...a, isDefault: a.addressId === addressId }));
}

function afterChange(list: Address[], change: AddressChange): Address[] {
  if (change.change === 'delete') {
    const rest = list.filter((a) => a.addressId !== change.addressId);
    const removedDefault = list.find((a) => a.addressId === change.addressId)?.isDefault;
    return removedDefault && rest[0] ? withDefault(rest, rest[0].addressId) : rest;
  }
  const fields = {
    description: change.body.description ?? '',
    fullName: change.body.fullName,
    streetAddress1: change.body.streetAddress1,
    city: change.body.city,
    stateProvince: change.body.stateProvince ?? '',
    postalCode: change.body.postalCode ?? '',
    country: change.body.country.toUpperCase(),
  };
  if (change.change === 'add') {
    const addressId = pendingAddressId(change.clientId);
    if (list.some((a) => a.addressId === addressId)) return list;
    const added = [...list, { addressId, ...fields, isDefault: false }];
    return list.length === 0 || change.body.isDefault ? withDefault(added, addressId) : added;
  }
  const updated = list.map((a) => (a.addressId === change.addressId ? { ...a, ...fields } : a));
  return change.body.isDefault ? withDefault(updated, change.addressId) : updated;
}

export const addressEdit: ReplayableEdit<AddressChange> = {
  kind: 'profileAddress',
  edits: (_, change) => [
    edit<Profile>(profileKeys.mine(), (old) => ({ ...old, user: { ...old.user, addresses: afterChange(old.user.addresses, change) } })),
  ],
};
