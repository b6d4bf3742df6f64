import { describe, expect, it } from 'vitest';
import { checkPassword, checkPasswordConfirmation, PASSWORD_MESSAGES } from './password.ts';

describe('checkPassword', () => {
  it('accepts a password with 8+ characters, upper, lower, digit and a special', () => {
    expect(checkPassword('Abcdef1!')).toBeNull();
    for (const special of '#?!@$%^&*-') expect(checkPassword(`Abcdefg1${special}`)).toBeNull();
  });
  it('requires a password', () => expect(checkPassword('')).toBe('required'));
  it('refuses fewer than 8 characters', () => expect(checkPassword('Abcde1!')).toBe('rules'));
  it.each([
    ['no uppercase', 'abcdefg1!'],
    ['no lowercase', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special', 'Abcdefgh1'],
    ['a special outside the list', 'Abcdefgh1_'],
  ])('refuses %s', (_, password) => expect(checkPassword(password)).toBe('rules'));
  it('accepts 128 characters and refuses 129', () => {
    const base = 'Aa1!';
    expect(checkPassword(base + 'x'.repeat(124))).toBeNull();
    expect(checkPassword(base + 'x'.repeat(125))).toBe('tooLong');
  });
  it('has a message for every error', () => {
    expect(PASSWORD_MESSAGES.required).toBe('please provide a password');
    expect(PASSWORD_MESSAGES.rules.startsWith('password must be at least')).toBe(true);
  });
});

describe('checkPasswordConfirmation', () => {
  it('requires the confirmation', () => expect(checkPasswordConfirmation('Abcdef1!', '')).toBe('required'));
  it('requires equality', () => expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1?')).toBe('mismatch'));
  it('accepts an equal confirmation', () => expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull());
});
