import { useRef, type KeyboardEvent } from 'react';
import type { TabCount } from '../../../shared/domain/yourBooksTabs.ts';

/**
 * The grid's horizontal menu of filter tabs with counts (ARIA tabs): Left/Right, Home/End move between tabs and
 * select them; Tab leaves for the titles.
 */
export function TabMenu({
  label,
  tabs,
  selected,
  tabLabel,
  panelId,
  onSelect,
}: {
  label: string;
  tabs: readonly TabCount<string>[];
  selected: string;
  tabLabel: (tab: string) => string;
  panelId: string;
  onSelect: (tab: string) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the tabs take focus, the list handles the arrow keys
    <div ref={list} role="tablist" aria-label={label} className="tab-menu" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${panelId}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'tab tab-selected' : 'tab'}
            onClick={() => onSelect(tab.key)}
          >
            {tabLabel(tab.key)} <span className="tab-count">{tab.count}</span>
          </button>
        );
      })}
    </div>
  );
}
