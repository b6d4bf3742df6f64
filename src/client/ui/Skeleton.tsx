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

/**
 * A busy placeholder for a few lines of text in a dialog or a sheet (instead of 'Loading…'): one skeleton line per
 * width, each a line of the text that replaces it (`lineClassName` gives that text's font), announced to assistive
 * technology as `label` (role status, aria-busy).
 */
export function SkeletonLines({
  label,
  widths,
  className,
  lineClassName,
}: {
  label: string;
  widths: string[];
  className?: string;
  lineClassName?: string;
}) {
  return (
    <div className={className ? `skeleton-lines ${className}` : 'skeleton-lines'} role="status" aria-busy="true" aria-label={label}>
      {widths.map((width, i) => (
        <SkeletonText key={i} width={width} className={lineClassName} />
      ))}
    </div>
  );
}
