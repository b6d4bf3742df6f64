import type { RefObject } from 'react';
import { useModalFocus } from '../../ui/focusTrap.ts';
import { isDialogOpen } from '../../ui/ModalDialog.tsx';

/** The drawer's keyboard handling (ui/focusTrap.ts); keys are left to a stacks dialog open over the drawer. */
export function useDrawerFocus(panel: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, onClose: () => void) {
  useModalFocus(panel, first, onClose, isDialogOpen);
}
