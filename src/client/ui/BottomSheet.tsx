import { IonModal } from '@ionic/react';
import { useCallback, useState, type ReactNode } from 'react';
import './bottomSheet.css';

export interface BottomSheetProps {
  /** Called once the sheet has gone: closed by its own controls, Escape, a tap on the backdrop or a swipe down. */
  onClosed: () => void;
  /** Called once the sheet has slid in (focus its first control then: before, it is still hidden). */
  onPresented?: () => void;
  /** True while a dialog is open over the sheet: the sheet stays (Escape, backdrop and swipe are the dialog's). */
  paused?: () => boolean;
  className?: string;
  /** The sheet's content, given `close`, which slides the sheet out (then onClosed runs). */
  children: (close: () => void) => ReactNode;
}

/**
 * A phone bottom sheet: Ionic's sheet modal (IonModal with breakpoints), as high as its content up to most of the
 * screen, with a handle; swiping it down closes it. Open while mounted. Only lazily loaded parts use it (IonModal
 * brings Ionic's overlay code, kept out of the first route).
 *
 * The content carries its own dialog role and name (an `aria-labelledby` on the modal would point out of its shadow
 * root) and its own keyboard handling (ui/focusTrap.ts), so Ionic's focus trap is off: a native dialog opened over the
 * sheet keeps the focus.
 */
export function BottomSheet({ onClosed, onPresented, paused, className, children }: BottomSheetProps) {
  const [modal, setModal] = useState<HTMLIonModalElement | null>(null);
  const close = useCallback(() => void modal?.dismiss(), [modal]);
  const canDismiss = useCallback(async () => !paused?.(), [paused]);
  // ion-modal makes its shadow wrapper a dialog too, without a name (it copies no aria-labelledby): the content is the
  // dialog, so the wrapper is left without a role (else screen readers and axe meet an unnamed dialog around it).
  const unwrap = useCallback(() => {
    const wrapper = modal?.shadowRoot?.querySelector('.modal-wrapper');
    wrapper?.setAttribute('role', 'presentation');
    wrapper?.removeAttribute('aria-modal');
  }, [modal]);
  return (
    <IonModal
      ref={setModal}
      isOpen
      className={className ? `bottom-sheet ${className}` : 'bottom-sheet'}
      breakpoints={[0, 1]}
      initialBreakpoint={1}
      focusTrap={false}
      canDismiss={canDismiss}
      onWillPresent={unwrap}
      onDidPresent={onPresented}
      onDidDismiss={onClosed}
    >
      {children(close)}
    </IonModal>
  );
}
