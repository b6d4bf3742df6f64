import { SkeletonBlock, SkeletonText } from '../../ui/Skeleton.tsx';

/** A title tile on its way, of a tile's size: jacket, two lines of name, author, meta (ui/Skeleton). */
export function TileSkeleton() {
  return (
    <div className="title-tile">
      <span className="tile-link">
        <SkeletonBlock className="jacket" />
        <SkeletonText className="tile-name" width="90%" />
        <SkeletonText className="tile-name" width="60%" />
      </span>
      <SkeletonText className="tile-author" width="70%" />
      <SkeletonText className="tile-meta" width="40%" />
    </div>
  );
}

/** A title page on its way (the title page's and the title drawer's placeholder: no jump between them). */
export function TitleDetailSkeleton({ className, label }: { className: string; label: string }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      <div className="skeleton-line skeleton-title" />
      <div className="skeleton-line" style={{ width: 90, height: 135 }} />
      <div className="skeleton-line" />
      <div className="skeleton-line skeleton-short" />
    </div>
  );
}
