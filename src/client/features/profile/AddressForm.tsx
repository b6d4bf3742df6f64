import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Address, AddressBody } from '../../../shared/contracts/profile.ts';
import { stateChoices } from '../../../shared/domain/registrationStates.ts';
import { FormSheet } from '../../ui/FormSheet.tsx';
import { countriesQuery } from '../../entities/session/queries.ts';
import { TextField } from './TextField.tsx';

const EMPTY: AddressBody = {
  description: '',
  fullName: '',
  streetAddress1: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  country: '',
  isDefault: false,
};

/** An address in a sheet: a state or province from the list for the US and Canada, free text elsewhere. */
export function AddressForm({ address, onSave, onClosed }: { address?: Address; onSave: (body: AddressBody) => void; onClosed: () => void }) {
  const { t } = useTranslation('profile');
  const countries = useQuery(countriesQuery);
  const [body, setBody] = useState<AddressBody>(() => (address ? { ...address } : EMPTY));
  const [missing, setMissing] = useState(false);
  const ids = { country: useId(), state: useId(), isDefault: useId() };
  const set = (name: keyof AddressBody) => (value: string) => setBody((current) => ({ ...current, [name]: value }));
  const states = stateChoices(body.country);
  return (
    <FormSheet
      heading={t(address ? 'profile.addresses.formTitleEdit' : 'profile.addresses.formTitleAdd')}
      closeLabel={t('profile.addresses.cancel')}
      onClosed={onClosed}
    >
      {(close) => (
        <form
          className="profile-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.fullName.trim() || !body.streetAddress1.trim() || !body.city.trim() || !body.country) return setMissing(true);
            onSave({ ...body, stateProvince: states.length && !states.some((s) => s.code === body.stateProvince) ? '' : body.stateProvince });
            close();
          }}
        >
          <TextField label={t('profile.addresses.description')} value={body.description ?? ''} onChange={set('description')} maxLength={100} />
          <TextField
            label={t('profile.addresses.fullName')}
            value={body.fullName}
            onChange={set('fullName')}
            autoComplete="name"
            maxLength={200}
            required
          />
          <TextField
            label={t('profile.addresses.streetAddress1')}
            value={body.streetAddress1}
            onChange={set('streetAddress1')}
            autoComplete="address-line1"
            maxLength={200}
            required
          />
          <div className="field-row">
            <TextField
              label={t('profile.addresses.city')}
              value={body.city}
              onChange={set('city')}
              autoComplete="address-level2"
              maxLength={100}
              required
            />
            <TextField
              label={t('profile.addresses.postalCode')}
              value={body.postalCode ?? ''}
              onChange={set('postalCode')}
              autoComplete="postal-code"
              maxLength={20}
            />
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={ids.country}>{t('profile.addresses.country')}</label>
              <select id={ids.country} value={body.country} autoComplete="country" onChange={(event) => set('country')(event.target.value)} required>
                <option value="">{t('profile.addresses.chooseCountry')}</option>
                {(countries.data ?? []).map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            {states.length ? (
              <div className="field">
                <label htmlFor={ids.state}>{t('profile.addresses.stateProvince')}</label>
                <select id={ids.state} value={body.stateProvince ?? ''} onChange={(event) => set('stateProvince')(event.target.value)} required>
                  <option value="">{t('profile.addresses.chooseState')}</option>
                  {states.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <TextField
                label={t('profile.addresses.stateProvince')}
                value={body.stateProvince ?? ''}
                onChange={set('stateProvince')}
                autoComplete="address-level1"
                maxLength={100}
              />
            )}
          </div>
          <label className="field-checkbox" htmlFor={ids.isDefault}>
            <input
              id={ids.isDefault}
              type="checkbox"
              checked={!!body.isDefault}
              disabled={address?.isDefault}
              onChange={(event) => setBody((current) => ({ ...current, isDefault: event.target.checked }))}
            />
            {t('profile.addresses.isDefault')}
          </label>
          {missing ? (
            <p className="field-error" role="alert">
              {t('profile.addresses.required')}
            </p>
          ) : null}
          <div className="profile-form-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('profile.addresses.cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('profile.addresses.save')}
            </button>
          </div>
        </form>
      )}
    </FormSheet>
  );
}
