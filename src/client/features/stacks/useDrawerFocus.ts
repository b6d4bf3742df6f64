import type { RefObject } from 'react';
import { useModalFocus } from '../../app/focusTrap.ts';
import { isDialogOpen } from './ModalDialog.tsx';

/** The drawer's keyboard handling (app/focusTrap.ts); keys are left to a stacks dialog open over the drawer. */
export function useDrawerFocus(panel: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, onClose: () => void) {
  useModalFocus(panel, first, onClose, isDialogOpen);
}
