import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Address, AddressBody } from '../../../shared/contracts/profile.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PendingLabel, PendingMark } from '../../ui/PendingMark.tsx';
import { resources } from '../../lib/offline/resources.ts';
import { AddressForm } from './AddressForm.tsx';
import { useAddressChange } from './mutations.ts';

type Editing = { address?: Address } | null;

const bodyOf = (address: Address, isDefault = address.isDefault): AddressBody => ({ ...address, isDefault });

/** The addresses print review copies ship to: add, edit, delete, make default (queued offline, in order). */
export function AddressList({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation('profile');
  const change = useAddressChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const nameOf = (address: Pick<Address, 'description' | 'fullName'>) => address.description || address.fullName;

  const save = (body: AddressBody, address?: Address) =>
    address
      ? change.mutate({ change: 'update', addressId: address.addressId, body, name: nameOf(body as Address) })
      : change.mutate({ change: 'add', body, clientId: crypto.randomUUID(), name: nameOf(body as Address) });

  return (
    <section className="panel" aria-labelledby="profile-addresses-title">
      <h2 id="profile-addresses-title" className="panel-title">
        {t('profile.addresses.title')} <PendingMark resources={[resources.profile('addresses')]} />
      </h2>
      <p className="profile-hint">{t('profile.addresses.hint')}</p>
      {addresses.length ? (
        <ul className="profile-addresses">
          {addresses.map((address) => {
            // An address still waiting to be sent has no server id yet: it cannot be changed until it has.
            const pending = address.addressId < 0;
            return (
              <li key={address.addressId} className="profile-address" aria-label={nameOf(address)}>
                <address>
                  <strong>{nameOf(address)}</strong>
                  {address.isDefault ? <span className="profile-default">{t('profile.addresses.default')}</span> : null}
                  {pending ? <PendingLabel /> : null}
                  <br />
                  {address.fullName}, {address.streetAddress1}, {address.city}
                  {address.stateProvince ? ` ${address.stateProvince}` : ''} {address.postalCode}, {address.country}
                </address>
                <div className="profile-address-actions">
                  <button type="button" className="btn btn-secondary" disabled={pending} onClick={() => setEditing({ address })}>
                    {t('profile.addresses.edit')}
                  </button>
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={pending}
                      onClick={() =>
                        change.mutate({ change: 'update', addressId: address.addressId, body: bodyOf(address, true), name: nameOf(address) })
                      }
                    >
                      {t('profile.addresses.makeDefault')}
                    </button>
                  )}
                  <button type="button" className="btn btn-secondary" disabled={pending} onClick={() => setDeleting(address)}>
                    {t('profile.addresses.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty-state">{t('profile.addresses.empty')}</p>
      )}
      <button type="button" className="btn btn-primary" onClick={() => setEditing({})}>
        {t('profile.addresses.add')}
      </button>
      {editing ? <AddressForm address={editing.address} onSave={(body) => save(body, editing.address)} onClosed={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          message={t('profile.addresses.confirmDelete', { name: nameOf(deleting) })}
          confirmLabel={t('profile.addresses.delete')}
          busy={false}
          onConfirm={() => {
            change.mutate({ change: 'delete', addressId: deleting.addressId, name: nameOf(deleting) });
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
