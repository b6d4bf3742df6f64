import { describe, expect, it } from 'vitest';
import { CLOSED, requestModalStep as step, type RequestModalState } from './requestModal.ts';

const form: RequestModalState = { step: 'form' };

describe('requestModalStep', () => {
  it('opens with the form', () => {
    expect(step(CLOSED, { type: 'open' })).toEqual(form);
    expect(step(CLOSED, { type: 'send' })).toEqual(CLOSED);
  });
  it('goes to the profile editor and back to the form', () => {
    const editing = step(form, { type: 'editProfile' });
    expect(editing).toEqual({ step: 'editingProfile' });
    expect(step(editing, { type: 'send' })).toEqual(editing);
    expect(step(editing, { type: 'closeProfile' })).toEqual(form);
    expect(step(editing, { type: 'close' })).toEqual(CLOSED);
  });
  it('sends from the form and cannot be closed while sending', () => {
    const sending = step(form, { type: 'send' });
    expect(sending).toEqual({ step: 'sending' });
    expect(step(sending, { type: 'close' })).toEqual(sending);
    expect(step(sending, { type: 'ok' })).toEqual(sending);
  });
  it('closes from the form', () => {
    expect(step(form, { type: 'close' })).toEqual(CLOSED);
  });
  it('shows success, whose OK closes the modal', () => {
    const success = step({ step: 'sending' }, { type: 'succeeded', text: 'approved' });
    expect(success).toEqual({ step: 'success', text: 'approved' });
    expect(step(success, { type: 'ok' })).toEqual(CLOSED);
  });
  it('shows failure with the server text, whose OK goes back to the form', () => {
    const failure = step({ step: 'sending' }, { type: 'failed', text: 'You have already requested this title.' });
    expect(failure).toEqual({ step: 'failure', text: 'You have already requested this title.' });
    expect(step(failure, { type: 'ok' })).toEqual(form);
    expect(step(failure, { type: 'close' })).toEqual(CLOSED);
  });
});
