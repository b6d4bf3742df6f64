import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';

const SCALE = 10;

/**
 * The review editor while its data loads: the first step as it will show (the 'Rate' heading, the overall scale of
 * ten 44 px circles, the 'Review' heading and its text box), so the form replacing it moves nothing on the screen.
 * Announced as `label` (role status, aria-busy).
 */
export function ReviewFormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div className="review-step">
        <SkeletonText className="review-skeleton-heading" width="7em" />
        <div className="rating-input">
          <SkeletonText className="rating-label" width="4em" />
          <div className="rating-scale">
            {Array.from({ length: SCALE }, (_, i) => (
              <SkeletonBlock key={i} className="rating-choice review-skeleton-circle" />
            ))}
          </div>
        </div>
      </div>
      <div className="review-step">
        <SkeletonText className="review-skeleton-heading" width="7em" />
        <SkeletonBlock className="review-skeleton-text" />
      </div>
    </div>
  );
}
