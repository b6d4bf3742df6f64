import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** How many items a prev/next press slides: 1 on phones (< 464 px), 3 on tablets (464-1024 px) and wider. */
function slideCount(): number {
  return window.matchMedia('(max-width: 463.98px)').matches ? 1 : 3;
}

/**
 * A horizontally scrolling row with scroll snap and prev/next buttons. Tablets show 4 items, phones 2.5
 * (widths in titles.css).
 */
export function LaneRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('titles');
  const row = useRef<HTMLUListElement>(null);
  const slide = (direction: 1 | -1) => {
    const element = row.current;
    const item = element?.querySelector<HTMLElement>('.lane-item');
    if (!element || !item) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * slideCount() * (item.offsetWidth + gap), behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className="lane-carousel">
      <button type="button" className="lane-nav lane-prev" onClick={() => slide(-1)} aria-label={t('titles.lanes.previous', { label })}>
        ‹
      </button>
      <ul className="lane-row" ref={row} aria-label={label}>
        {children}
      </ul>
      <button type="button" className="lane-nav lane-next" onClick={() => slide(1)} aria-label={t('titles.lanes.next', { label })}>
        ›
      </button>
    </div>
  );
}
