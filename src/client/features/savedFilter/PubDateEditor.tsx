import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { LOOK_OUT_OPTIONS, PUB_DATE_MODES, RELATIVE_START_OPTIONS } from '../../../shared/domain/pubDateRange.ts';
import { pubDateRangeOf, type PubDateEditor as PubDateEditorState } from '../../../shared/domain/savedFilterEditor.ts';

interface PubDateEditorProps {
  value: PubDateEditorState;
  onChange: (value: PubDateEditorState) => void;
  /** Shows the date errors without waiting for the fields to be left (after a save attempt). */
  showErrors: boolean;
}

/** The pub-date editor: none, frontlist, backlist, a relative timeframe (start and look-out) or absolute MM/DD/YYYY dates. */
export function PubDateEditor({ value, onChange, showErrors }: PubDateEditorProps) {
  const { t } = useTranslation('savedFilters');
  const id = useId();
  const [left, setLeft] = useState<{ from?: boolean; to?: boolean }>({});
  const checked = pubDateRangeOf(value);
  const error = 'error' in checked ? checked.error : null;
  const fromError = error === 'from' && (showErrors || left.from) ? t('savedFilters.pubDate.errors.from') : null;
  const toError = (error === 'to' || error === 'order') && (showErrors || left.to) ? t(`savedFilters.pubDate.errors.${error}`) : null;

  return (
    <fieldset className="sf-section sf-pubdate">
      <legend>{t('savedFilters.pubDate.title')}</legend>
      <div className="sf-modes">
        {PUB_DATE_MODES.map((mode) => (
          <label key={mode} className="sf-mode">
            <input type="radio" name={`${id}-mode`} value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} />
            {t(`savedFilters.pubDate.modes.${mode}`)}
          </label>
        ))}
      </div>
      {value.mode === 'relative' ? (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-start`}>{t('savedFilters.pubDate.start')}</label>
            <select
              id={`${id}-start`}
              value={value.startMonths}
              onChange={(event) => onChange({ ...value, startMonths: Number(event.target.value) })}
            >
              {RELATIVE_START_OPTIONS.map((option) => (
                <option key={option.months} value={option.months}>
                  {t(`savedFilters.pubDate.startOptions.${option.months}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-lookout`}>{t('savedFilters.pubDate.lookOut')}</label>
            <select id={`${id}-lookout`} value={value.lookOut} onChange={(event) => onChange({ ...value, lookOut: event.target.value })}>
              {LOOK_OUT_OPTIONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {t(`savedFilters.pubDate.lookOutOptions.${option.code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {value.mode === 'absolute' ? (
        <div className="field-row">
          <DateField
            id={`${id}-from`}
            label={t('savedFilters.pubDate.from')}
            value={value.from}
            error={fromError}
            onChange={(from) => onChange({ ...value, from })}
            onBlur={() => setLeft((current) => ({ ...current, from: true }))}
          />
          <DateField
            id={`${id}-to`}
            label={t('savedFilters.pubDate.to')}
            value={value.to}
            error={toError}
            onChange={(to) => onChange({ ...value, to })}
            onBlur={() => setLeft((current) => ({ ...current, to: true }))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function DateField(props: { id: string; label: string; value: string; error: string | null; onChange: (value: string) => void; onBlur: () => void }) {
  const { t } = useTranslation('savedFilters');
  const { id, label, value, error, onChange, onBlur } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('savedFilters.pubDate.format')}
        maxLength={10}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
