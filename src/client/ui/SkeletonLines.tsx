import { SkeletonText } from './Skeleton.tsx';

/**
 * A busy placeholder for a few lines of text in a dialog or a sheet (instead of 'Loading…'): one skeleton line per
 * width, each a line of the text that replaces it (`lineClassName` gives that text's font), announced to assistive
 * technology as `label` (role status, aria-busy). `inline` makes it a span, for a line inside a paragraph (a summary).
 */
export function SkeletonLines({
  label,
  widths,
  className,
  lineClassName,
  inline,
}: {
  label: string;
  widths: string[];
  className?: string;
  lineClassName?: string;
  inline?: boolean;
}) {
  const Box = inline ? 'span' : 'div';
  return (
    <Box className={className ? `skeleton-lines ${className}` : 'skeleton-lines'} role="status" aria-busy="true" aria-label={label}>
      {widths.map((width, i) => (
        <SkeletonText key={i} width={width} className={lineClassName} />
      ))}
    </Box>
  );
}
