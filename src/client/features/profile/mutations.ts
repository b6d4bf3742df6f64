import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Address, PersonalInfoBody, Profile } from '../../../shared/contracts/profile.ts';
import { requestLine } from '../../../shared/contracts/endpoint.ts';
import {
  addAddress as addAddressRoute,
  changeEmail as changeEmailRoute,
  deleteAddress as deleteAddressRoute,
  deleteAvatar as deleteAvatarRoute,
  savePersonalInfo as savePersonalInfoRoute,
  updateAddress as updateAddressRoute,
  uploadAvatar as uploadAvatarRoute,
} from '../../../shared/contracts/routes/profile.ts';
import { callLazy, callRaw } from '../../lib/api.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { resources } from '../../lib/offline/resources.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';
import { showToast } from '../../lib/toast.ts';
import { sessionKeys } from '../../lib/currentUser.ts';
import { addressEdit, personalInfoEdit, type AddressChange } from '../../entities/profile/profileEdits.ts';
import { profileKeys } from '../../entities/profile/queries.ts';

const endpoints = () => import('../../../shared/contracts/endpoints/profile.ts');
const contracts = () => import('../../../shared/contracts/profile.ts');

/** The profile and the session user (the header's name and avatar) read again. */
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([client.invalidateQueries({ queryKey: profileKeys.all }), client.invalidateQueries({ queryKey: sessionKeys.all })]);

/** POST /api/v1/users/{email}/: names, phone, organization; queued offline. 'Personal information saved' or the failure. */
export function useSavePersonalInfo(email: string) {
  const { t } = useTranslation('profile');
  return useChangeMutation<PersonalInfoBody, Profile>({
    change: (body) => ({
      ...requestLine(savePersonalInfoRoute, { email }),
      body: { json: body },
      resource: resources.profile('personalInfo'),
      label: { key: 'changes:changes.label.profilePersonalInfo' },
    }),
    contract: async () => (await contracts()).profileSchema,
    shows: (body) => shown(personalInfoEdit, body),
    onApplied: (profile, _, client) => {
      client.setQueryData(profileKeys.mine(), profile);
      showToast(t('profile.personal.saved'));
      return client.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onRefused: () => showToast(t('profile.personal.error'), 'error'),
  });
}

const ADDRESS_TOASTS = {
  add: 'profile:profile.addresses.added',
  update: 'profile:profile.addresses.updated',
  delete: 'profile:profile.addresses.deleted',
} as const;

/** Adds, changes or deletes an address; queued offline in the order made. */
export function useAddressChange() {
  const { t } = useTranslation('profile');
  return useChangeMutation<AddressChange & { name: string }, Address | { addressId: number }>({
    change: (variables) => {
      const label = {
        key: `changes:changes.label.profileAddress${variables.change === 'add' ? 'Add' : variables.change === 'update' ? 'Edit' : 'Delete'}`,
        values: { name: variables.name },
      };
      const base = { resource: resources.profile('addresses'), label };
      if (variables.change === 'add') return { ...requestLine(addAddressRoute, {}), body: { json: variables.body }, ...base };
      if (variables.change === 'update')
        return { ...requestLine(updateAddressRoute, { addressId: variables.addressId }), body: { json: variables.body }, ...base };
      return { ...requestLine(deleteAddressRoute, { addressId: variables.addressId }), ...base };
    },
    shows: ({ name: _name, ...change }) => shown(addressEdit, change),
    onApplied: (_, variables, client) => {
      showToast(t(ADDRESS_TOASTS[variables.change]));
      return client.invalidateQueries({ queryKey: profileKeys.all });
    },
    onRefused: (error) => showToast(t('profile.addresses.error', { reason: problemText(error) }), 'error'),
  });
}

/** The first field message of a refusal, else its detail. */
export function problemText(error: unknown): string {
  const problem = (error as { problem?: { errors?: Array<{ message: string }>; detail?: string } } | null)?.problem;
  return problem?.errors?.[0]?.message ?? problem?.detail ?? '';
}

/** PUT /api/v1/me/avatar with the picture's bytes (online only: the server checks and resizes it). */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    // The answer ({avatarUri}) is not read: the profile and the session user are read again.
    mutationFn: (file: Blob) => callRaw(uploadAvatarRoute, { body: { raw: file } }),
    onSuccess: () => refresh(client),
  });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRaw(deleteAvatarRoute),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/v1/me/email with the current password (online only: a password never waits in the outbox). */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) =>
      callLazy(changeEmailRoute, async () => (await endpoints()).changeEmail, { body: { json: body } }),
    onSuccess: () => refresh(client),
  });
}
