import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

export interface Shipping {
  fullName: string;
  streetAddress1: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
  requestMessage: string;
}

const ADDRESS_FIELDS = ['fullName', 'streetAddress1', 'city', 'stateProvince', 'postalCode', 'country'] as const;
const REQUIRED = new Set(['fullName', 'streetAddress1', 'city', 'country', 'phoneNumber']);

/** The shipping address and phone number of a print review copy request, and a message to the publisher. */
export function ShippingFields({ value, onChange }: { value: Shipping; onChange: (next: Shipping) => void }) {
  const { t } = useTranslation('requests');
  const baseId = useId();
  const field = (name: keyof Shipping, type = 'text', autoComplete?: string) => (
    <div key={name} className="request-field">
      <label htmlFor={`${baseId}-${name}`}>
        {t(`requests.modal.${name}`)}
        {REQUIRED.has(name) ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${baseId}-${name}`}
        className="request-input"
        type={type}
        autoComplete={autoComplete}
        maxLength={name === 'phoneNumber' ? 40 : 200}
        value={value[name]}
        aria-required={REQUIRED.has(name) || undefined}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="request-fieldset">
      <legend>{t('requests.modal.shipping')}</legend>
      <div className="request-grid">
        {ADDRESS_FIELDS.map((name) =>
          field(
            name,
            'text',
            {
              fullName: 'name',
              streetAddress1: 'address-line1',
              city: 'address-level2',
              stateProvince: 'address-level1',
              postalCode: 'postal-code',
              country: 'country',
            }[name],
          ),
        )}
        {field('phoneNumber', 'tel', 'tel')}
      </div>
      <div className="request-field">
        <label htmlFor={`${baseId}-requestMessage`}>{t('requests.modal.requestMessage')}</label>
        <textarea
          id={`${baseId}-requestMessage`}
          className="request-input"
          rows={2}
          maxLength={2000}
          value={value.requestMessage}
          onChange={(event) => onChange({ ...value, requestMessage: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
