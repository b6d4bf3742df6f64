import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { assessmentsQuery, genreCommunitiesQuery, myCommunitiesQuery, sharingQuery } from '../../entities/review/editorQueries.ts';
import { NominationsForm } from './NominationsForm.tsx';
import { myTitleReviewQuery } from '../../entities/review/queries.ts';
import { ReviewDrawerShell } from './ReviewDrawerShell.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewFormSkeleton } from './ReviewFormSkeleton.tsx';
import { SavedResult } from './SavedResult.tsx';

type View = 'edit' | 'saved' | 'nominate';

/**
 * The review editor drawer (seed 2): 650 px from the right, titled 'Your review of {title}'. Loading, then editing,
 * then the 'Review Saved' result with its optional nominate step. Genre communities failing to load are logged and
 * left out (the share step then offers none).
 */
export default function ReviewEditorDrawer({ sku, title, onClose }: { sku: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const [view, setView] = useState<View>('edit');
  const assessments = useQuery({ ...assessmentsQuery(sku), enabled: view === 'edit' });
  const review = useQuery({ ...myTitleReviewQuery(sku), enabled: view === 'edit' });
  const sharing = useQuery({ ...sharingQuery(sku), enabled: view === 'edit' });
  const mine = useQuery(myCommunitiesQuery);
  const genres = useQuery(genreCommunitiesQuery(sku));
  useEffect(() => {
    if (genres.error) console.warn('genre communities could not be loaded', genres.error);
  }, [genres.error]);

  let body;
  if (view === 'saved') body = <SavedResult sku={sku} onNominate={() => setView('nominate')} onClose={onClose} />;
  else if (view === 'nominate') body = <NominationsForm sku={sku} title={title} onCancel={() => setView('saved')} onDone={onClose} />;
  else if (assessments.isError || review.isError || sharing.isError || mine.isError) {
    body = (
      <div className="review-drawer-body">
        <p role="alert">
          {t('reviewEditor.editor.loadError')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void Promise.all([assessments.refetch(), review.refetch(), sharing.refetch(), mine.refetch()])}
          >
            {t('reviewEditor.editor.retry')}
          </button>
        </p>
      </div>
    );
  } else if (assessments.isPending || review.isPending || sharing.isPending || mine.isPending) {
    body = (
      <div className="review-drawer-body">
        <ReviewFormSkeleton label={t('reviewEditor.editor.loading')} />
      </div>
    );
  } else {
    body = (
      <ReviewForm
        sku={sku}
        title={title}
        data={{
          assessments: assessments.data,
          text: review.data?.text ?? '',
          sharing: sharing.data,
          myCommunities: mine.data,
          genres: genres.isPending ? null : (genres.data ?? []),
        }}
        onSaved={() => setView('saved')}
        onClose={onClose}
      />
    );
  }
  return (
    <ReviewDrawerShell heading={t('reviewEditor.editor.title', { title })} onClose={onClose}>
      {body}
    </ReviewDrawerShell>
  );
}
