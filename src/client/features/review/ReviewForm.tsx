import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { Affiliation } from '../../../shared/contracts/affiliations.ts';
import type { Assessments } from '../../../shared/contracts/reviewEditor.ts';
import type { ShareExceptions } from '../../../shared/contracts/titleReviews.ts';
import { MORE_RATING_DIMENSIONS, type RatingDimension } from '../../../shared/domain/ratings.ts';
import { isTextEdited, REVIEW_TEXT_MAX, REVIEW_TEXT_ROWS, SAVE_TOOLTIPS, saveBlock } from '../../../shared/domain/reviewEditor.ts';
import { defaultSelection, storedShareChoice, type ShareOptions, type ShareSelection } from '../../../shared/domain/shareTargets.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { useDeleteReview, useSaveReview } from './mutations.ts';
import { RatingInput } from './RatingInput.tsx';
import { ReviewDrawerView } from './ReviewDrawerShell.tsx';
import { ShareStep } from './ShareStep.tsx';

type Ratings = Record<RatingDimension, number | null>;

export interface ReviewFormData {
  assessments: Assessments;
  text: string;
  sharing: ShareExceptions;
  myCommunities: Affiliation[];
  /** null while the title's genre communities load; [] when they failed (logged only). */
  genres: Affiliation[] | null;
}

/**
 * The editing view of the review editor: 'Rate (1/3)' (overall plus the collapsed 'More Ratings'), 'Review (2/3)'
 * (8 rows, Reset once edited), 'Share (3/3)'; Cancel, Delete (with its question) and Save (disabled with the seed's
 * tooltip until there is an overall rating).
 */
export function ReviewForm({
  sku,
  title,
  data,
  onSaved,
  onClose,
}: {
  sku: string;
  title: string;
  data: ReviewFormData;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const textId = useId();
  const tooltipId = useId();
  const save = useSaveReview(sku, title);
  const remove = useDeleteReview(sku, title);
  const [ratings, setRatings] = useState<Ratings>(() => Object.fromEntries(data.assessments.assessments.map((a) => [a.name, a.value])) as Ratings);
  const [text, setText] = useState(data.text);
  const [chosen, setChosen] = useState<ShareSelection | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [moreOpen, setMoreOpen] = useState(() =>
    MORE_RATING_DIMENSIONS.some((d) => data.assessments.assessments.find((a) => a.name === d)?.value != null),
  );

  const genres = data.genres ?? [];
  const others = useMemo(() => data.myCommunities.filter((c) => !c.isGenreCommunity && c.status === 'active'), [data.myCommunities]);
  const options: ShareOptions = useMemo(
    () => ({ genreCommunityIds: genres.map((g) => g.id), otherCommunityIds: others.map((c) => c.id) }),
    [genres, others],
  );
  const exists = data.assessments.assessmentId > 0;
  // A first review starts with every target unticked; an edited one with its stored choice.
  const selection = chosen ?? defaultSelection(options, storedShareChoice(exists, data.sharing));
  const state = remove.isPending ? 'deleting' : save.isPending ? 'saving' : 'editing';
  const block = saveBlock({ state, overall: ratings.overall, genresLoading: data.genres === null });
  const setRating = (dimension: RatingDimension) => (value: number | null) => setRatings((r) => ({ ...r, [dimension]: value }));

  const submit = () => {
    if (block || ratings.overall === null) return;
    const { overall, ...more } = ratings;
    save.mutate(
      { ratings: { ...Object.fromEntries(Object.entries(more).filter(([, v]) => v !== null)), overall }, text, shareTargets: selection },
      // Queued offline: there is no saved review to share or nominate yet, so the editor closes.
      { onSuccess: (outcome) => (outcome.state === 'applied' ? onSaved() : onClose()) },
    );
  };

  return (
    <ReviewDrawerView
      buttons={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('reviewEditor.editor.cancel')}
          </button>
          {exists ? (
            <button type="button" className="btn btn-secondary review-delete" disabled={state !== 'editing'} onClick={() => setConfirming(true)}>
              {t('reviewEditor.editor.delete')}
            </button>
          ) : null}
          <span className="review-save" title={block ? SAVE_TOOLTIPS[block] : undefined}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={block !== null}
              aria-describedby={block ? tooltipId : undefined}
              onClick={submit}
            >
              {save.isPending ? t('reviewEditor.editor.saving') : t('reviewEditor.editor.save')}
            </button>
            {block ? (
              <span id={tooltipId} className="review-save-reason">
                {SAVE_TOOLTIPS[block]}
              </span>
            ) : null}
          </span>
          {confirming ? (
            <ConfirmDeleteDialog
              busy={remove.isPending}
              onNo={() => setConfirming(false)}
              onYes={() => {
                setConfirming(false);
                remove.mutate(undefined, { onSuccess: onClose });
              }}
            />
          ) : null}
        </>
      }
    >
      <section className="review-step" aria-labelledby={`${textId}-rate`}>
        <h3 id={`${textId}-rate`}>{t('reviewEditor.editor.rateStep')}</h3>
        <RatingInput dimension="overall" value={ratings.overall} onChange={setRating('overall')} required />
        <details className="review-more" open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
          <summary>{t('reviewEditor.editor.moreRatings')}</summary>
          {MORE_RATING_DIMENSIONS.map((d) => (
            <RatingInput key={d} dimension={d} value={ratings[d]} onChange={setRating(d)} />
          ))}
        </details>
      </section>
      <section className="review-step" aria-labelledby={`${textId}-review`}>
        <h3 id={`${textId}-review`}>{t('reviewEditor.editor.reviewStep')}</h3>
        <label htmlFor={textId} className="review-sr-only">
          {t('reviewEditor.editor.textLabel')}
        </label>
        <textarea
          id={textId}
          className="review-input review-textarea"
          rows={REVIEW_TEXT_ROWS}
          maxLength={REVIEW_TEXT_MAX}
          placeholder={t('reviewEditor.editor.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {isTextEdited(data.text, text) ? (
          <button type="button" className="btn btn-secondary review-reset" onClick={() => setText(data.text)}>
            {t('reviewEditor.editor.reset')}
          </button>
        ) : null}
      </section>
      <section className="review-step" aria-labelledby={`${textId}-share`}>
        <h3 id={`${textId}-share`}>{t('reviewEditor.editor.shareStep')}</h3>
        <ShareStep
          selection={selection}
          onChange={setChosen}
          options={options}
          genres={genres}
          others={others}
          genresLoading={data.genres === null}
          otherCount={others.length}
        />
      </section>
    </ReviewDrawerView>
  );
}
