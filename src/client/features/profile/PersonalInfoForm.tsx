import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Profile } from '../../../shared/contracts/profile.ts';
import { resources } from '../../lib/offline/resources.ts';
import { PendingMark } from '../../ui/PendingMark.tsx';
import { useSavePersonalInfo } from './mutations.ts';
import { TextField } from './TextField.tsx';

/** Personal information (seed 3 §5): first and last name required (first_name_and_last_name_are_required), phone, organization. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const save = useSavePersonalInfo(profile.user.email);
  const initial = {
    firstName: profile.user.firstName,
    lastName: profile.user.lastName,
    phone: profile.user.phone,
    organization: profile.organization?.displayName ?? '',
  };
  const [fields, setFields] = useState(initial);
  const [missing, setMissing] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const changed = (Object.keys(fields) as Array<keyof typeof fields>).some((k) => fields[k] !== initial[k]);
  return (
    <section className="panel" aria-labelledby="profile-personal-title">
      <h2 id="profile-personal-title" className="panel-title">
        {t('profile.personal.title')} <PendingMark resources={[resources.profile('personalInfo')]} />
      </h2>
      <form
        className="profile-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = { ...fields, firstName: fields.firstName.trim(), lastName: fields.lastName.trim() };
          if (!body.firstName || !body.lastName) return setMissing(true);
          setMissing(false);
          save.mutate({ ...body, phone: body.phone.trim(), organization: body.organization.trim() || undefined });
        }}
      >
        <div className="field-row">
          <TextField
            label={t('profile.personal.firstName')}
            value={fields.firstName}
            onChange={set('firstName')}
            autoComplete="given-name"
            maxLength={100}
            required
          />
          <TextField
            label={t('profile.personal.lastName')}
            value={fields.lastName}
            onChange={set('lastName')}
            autoComplete="family-name"
            maxLength={100}
            required
          />
        </div>
        {missing ? (
          <p className="field-error" role="alert">
            {t('profile.personal.required')}
          </p>
        ) : null}
        <TextField label={t('profile.personal.email')} value={profile.user.email} onChange={() => undefined} readOnly />
        <div className="field-row">
          <TextField label={t('profile.personal.phone')} value={fields.phone} onChange={set('phone')} type="tel" autoComplete="tel" maxLength={40} />
          <TextField
            label={t('profile.personal.organization')}
            value={fields.organization}
            onChange={set('organization')}
            autoComplete="organization"
            maxLength={200}
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={!changed || save.isPending}>
            {t('profile.personal.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
