import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { COMMUNITY_FORM_LIMITS, type CommunityFormProblems, type CommunityFormValues } from '../../../shared/domain/communityForm.ts';

/** The name and description fields of a community form (and the join code when creating), with their problems. */
export function CommunityFields({
  values,
  problems,
  onChange,
  withCode,
}: {
  values: CommunityFormValues;
  problems: CommunityFormProblems;
  onChange: (patch: Partial<CommunityFormValues>) => void;
  withCode: boolean;
}) {
  const { t } = useTranslation('communities');
  const ids = { name: useId(), description: useId(), code: useId() };
  const problem = (field: keyof CommunityFormValues) => {
    const code = problems[field];
    return code ? (
      <p id={`${ids[field]}-problem`} className="form-error" role="alert">
        {t(`communities.admin.problem.${code}`)}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof CommunityFormValues, hint = false) =>
    [hint ? `${ids[field]}-hint` : '', problems[field] ? `${ids[field]}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="form-field">
        <label htmlFor={ids.name}>{t('communities.admin.name')}</label>
        <input
          id={ids.name}
          type="text"
          value={values.name}
          maxLength={COMMUNITY_FORM_LIMITS.name}
          autoComplete="off"
          aria-invalid={Boolean(problems.name)}
          aria-describedby={describedBy('name')}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        {problem('name')}
      </div>
      <div className="form-field">
        <label htmlFor={ids.description}>{t('communities.admin.description')}</label>
        <textarea
          id={ids.description}
          rows={3}
          value={values.description}
          maxLength={COMMUNITY_FORM_LIMITS.description}
          aria-invalid={Boolean(problems.description)}
          aria-describedby={describedBy('description')}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        {problem('description')}
      </div>
      {withCode ? (
        <div className="form-field">
          <label htmlFor={ids.code}>{t('communities.admin.code')}</label>
          <input
            id={ids.code}
            type="text"
            value={values.code}
            maxLength={COMMUNITY_FORM_LIMITS.code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={Boolean(problems.code)}
            aria-describedby={describedBy('code', true)}
            onChange={(e) => onChange({ code: e.target.value })}
          />
          <span id={`${ids.code}-hint`} className="form-hint">
            {t('communities.admin.codeHint')}
          </span>
          {problem('code')}
        </div>
      ) : null}
    </>
  );
}
