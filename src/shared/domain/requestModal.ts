/**
 * The review copy request modal's states (seed 3 section 4): closed, open with form, editing profile, sending,
 * success, failure. The result dialog closes on OK: after success the modal closes; after a failure the form comes
 * back with what the user typed, so they can try again or cancel.
 */
export type RequestModalState =
  | { step: 'closed' }
  | { step: 'form' }
  | { step: 'editingProfile' }
  | { step: 'sending' }
  | { step: 'success'; text: string }
  | { step: 'failure'; text: string };

export type RequestModalEvent =
  | { type: 'open' }
  | { type: 'editProfile' }
  | { type: 'closeProfile' }
  | { type: 'send' }
  | { type: 'succeeded'; text: string }
  | { type: 'failed'; text: string }
  | { type: 'ok' }
  | { type: 'close' };

export const CLOSED: RequestModalState = { step: 'closed' };

/** The next state; an event that does not apply to the current state leaves it as it is. */
export function requestModalStep(state: RequestModalState, event: RequestModalEvent): RequestModalState {
  switch (state.step) {
    case 'closed':
      return event.type === 'open' ? { step: 'form' } : state;
    case 'form':
      if (event.type === 'editProfile') return { step: 'editingProfile' };
      if (event.type === 'send') return { step: 'sending' };
      if (event.type === 'close') return CLOSED;
      return state;
    case 'editingProfile':
      if (event.type === 'closeProfile') return { step: 'form' };
      if (event.type === 'close') return CLOSED;
      return state;
    case 'sending':
      // Nothing closes the modal while the request is on its way: its answer decides.
      if (event.type === 'succeeded') return { step: 'success', text: event.text };
      if (event.type === 'failed') return { step: 'failure', text: event.text };
      return state;
    case 'success':
      return event.type === 'ok' || event.type === 'close' ? CLOSED : state;
    case 'failure':
      if (event.type === 'ok') return { step: 'form' };
      return event.type === 'close' ? CLOSED : state;
  }
}
