import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { RATING_MAX, RATING_MIN, type RatingDimension } from '../../../shared/domain/ratings.ts';

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** One rating dimension as a row of ten radio buttons (whole numbers 1 to 10); optional ones can be cleared. */
export function RatingInput({
  dimension,
  value,
  onChange,
  required = false,
}: {
  dimension: RatingDimension;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const labelId = useId();
  const name = useId();
  const label = t(`reviewEditor.dimensions.${dimension}`);
  return (
    <div className="rating-input">
      <span id={labelId} className="rating-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-required={required || undefined} className="rating-scale">
        {VALUES.map((v) => (
          <span key={v} className={`rating-choice${value === v ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              aria-label={t('reviewEditor.editor.ratingValue', { value: v })}
            />
            <span aria-hidden="true">{v}</span>
          </span>
        ))}
        {!required && value !== null ? (
          <button type="button" className="link-button rating-clear" onClick={() => onChange(null)}>
            {t('reviewEditor.editor.clearRating', { dimension: label })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
