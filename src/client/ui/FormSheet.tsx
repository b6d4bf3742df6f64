import { useId, useRef, type ReactNode } from 'react';
import { BottomSheet } from './BottomSheet.tsx';
import { useModalFocus } from './focusTrap.ts';
import './formSheet.css';

interface FormSheetProps {
  heading: string;
  closeLabel: string;
  /** Called once the sheet has gone (closed by its controls, Escape, the backdrop or a swipe). */
  onClosed: () => void;
  /** True while a dialog (an alert) is open over the sheet: the sheet and its keys stay. */
  paused?: () => boolean;
  /** The form's fields and actions, given `close` (slides the sheet out). */
  children: (close: () => void) => ReactNode;
}

/**
 * A form in a bottom sheet (ui/BottomSheet: Ionic's sheet modal), on phones and desktops alike: a heading, a close
 * button and a scrolling body. Only lazily loaded parts use it (the sheet brings Ionic's overlay code).
 */
export function FormSheet({ heading, closeLabel, onClosed, paused, children }: FormSheetProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <BottomSheet onClosed={onClosed} paused={paused} onPresented={() => closeButton.current?.focus()}>
      {(close) => (
        <FormSheetPanel heading={heading} closeLabel={closeLabel} close={close} closeButton={closeButton} paused={paused}>
          {children(close)}
        </FormSheetPanel>
      )}
    </BottomSheet>
  );
}

function FormSheetPanel({
  heading,
  closeLabel,
  close,
  closeButton,
  paused,
  children,
}: {
  heading: string;
  closeLabel: string;
  close: () => void;
  closeButton: React.RefObject<HTMLButtonElement | null>;
  paused?: (() => boolean) | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(panel, closeButton, close, paused);
  return (
    <section ref={panel} className="form-sheet bottom-sheet-panel" role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <header className="form-sheet-header">
        <h2 id={headingId}>{heading}</h2>
        <button ref={closeButton} type="button" className="form-sheet-close" aria-label={closeLabel} onClick={close}>
          ✕
        </button>
      </header>
      <div className="form-sheet-body">{children}</div>
    </section>
  );
}
