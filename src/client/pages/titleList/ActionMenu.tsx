import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePopover } from '../../ui/usePopover.ts';

interface ActionMenuProps {
  selectedCount: number;
  onClear: () => void;
  /** Each entry's action; an entry without one is shown disabled. They act on fetchActionTitles (actionTitles.ts). */
  onCollaborativeList?: () => void;
  onShelfCollection?: () => void;
  onShareExport?: () => void;
}

/** The Action menu: acts on the selected titles, or on all titles when none are selected. */
export function ActionMenu({ selectedCount, onClear, onCollaborativeList, onShelfCollection, onShareExport }: ActionMenuProps) {
  const { t } = useTranslation('titleList');
  const { open, setOpen, root, button } = usePopover();
  const menu = useRef<HTMLDivElement>(null);
  const label = selectedCount ? t('titleList.action.some', { count: selectedCount }) : t('titleList.action.all');

  const entries: Array<[string, (() => void) | undefined]> = [
    ['titleList:titleList.action.collaborativeList', onCollaborativeList],
    ['titleList:titleList.action.shelfCollection', onShelfCollection],
    ['titleList:titleList.action.shareExport', onShareExport],
  ];
  function choose(action: (() => void) | undefined) {
    setOpen(false);
    button.current?.focus(); // where a dialog the entry opens returns the focus
    action?.();
  }

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  }

  return (
    <div className="tl-popover-anchor" ref={root}>
      <button ref={button} type="button" className="tl-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open ? (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving focus: the items take focus, the menu handles the arrow keys
        <div ref={menu} role="menu" aria-label={label} className="tl-popover tl-menu" onKeyDown={onKeyDown}>
          {entries.map(([key, action]) => (
            <button key={key} type="button" role="menuitem" disabled={!action} onClick={() => choose(action)}>
              {t(key)}
            </button>
          ))}
          {selectedCount ? (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                onClear();
                setOpen(false);
                button.current?.focus();
              }}
            >
              {t('titleList.action.clear')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
