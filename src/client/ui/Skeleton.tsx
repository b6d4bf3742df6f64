import './skeleton.css';

/**
 * A line of skeleton text: exactly as high as one line of the text it stands for (it holds a no-break space in the
 * font its class gives it), so that the text replacing it moves nothing. Hidden from assistive technology: the
 * container says it is loading (aria-busy and a label).
 */
export function SkeletonText({ width, className }: { width: string; className?: string }) {
  return (
    <span className={className ? `skeleton-text ${className}` : 'skeleton-text'} style={{ width }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

/** A block (a jacket, an image) of the size its class gives it. */
export function SkeletonBlock({ className }: { className: string }) {
  return <span className={`skeleton-block ${className}`} aria-hidden="true" />;
}
