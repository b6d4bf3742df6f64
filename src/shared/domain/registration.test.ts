import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  canSubmitReset,
  canSubmitSignUp,
  forgotErrors,
  hasStateChoices,
  loginErrors,
  resetErrors,
  showsKeepMeUpdated,
  signUpErrors,
  toRegistrationBody,
  type SignUpValues,
} from './registration.ts';
import { stateChoices } from './registrationStates.ts';

const valid: SignUpValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  countryCode: '',
  stateCode: '',
  robotPayload: 'payload',
};

describe('sign-up rules', () => {
  it('reports nothing for untouched fields', () => {
    expect(signUpErrors({})).toEqual({});
  });
  it('rejects empty and whitespace-only names', () => {
    expect(signUpErrors({ firstName: '   ', lastName: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
  });
  it('requires a valid email address', () => {
    expect(signUpErrors({ email: '' }).email).toBe('emailRequired');
    expect(signUpErrors({ email: 'ada@' }).email).toBe('emailInvalid');
    expect(signUpErrors({ email: 'ada example.com' }).email).toBe('emailInvalid');
    expect(signUpErrors({ email: ' ada@example.com ' }).email).toBeUndefined();
  });
  it('applies the password rules', () => {
    expect(signUpErrors({ password: '' }).password).toBe('passwordRequired');
    expect(signUpErrors({ password: 'Sh#1a' }).password).toBe('passwordRules');
    expect(signUpErrors({ password: 'secret#123' }).password).toBe('passwordRules');
    expect(signUpErrors({ password: 'SECRET#123' }).password).toBe('passwordRules');
    expect(signUpErrors({ password: 'Secret#abc' }).password).toBe('passwordRules');
    expect(signUpErrors({ password: 'Secret1234' }).password).toBe('passwordRules');
    expect(signUpErrors({ password: `Aa1-${'x'.repeat(200)}` }).password).toBe('passwordTooLong');
    for (const special of '#?!@$%^&*-') {
      expect(signUpErrors({ password: `Secret1${special}` }).password).toBeUndefined();
    }
  });
  it('requires the confirmation to equal the password', () => {
    expect(signUpErrors({ password: 'Secret#123', confirmPassword: 'Secret#124' }).confirmPassword).toBe('passwordsDoNotMatch');
    expect(signUpErrors({ password: 'Secret#123', confirmPassword: '' }).confirmPassword).toBe('passwordsDoNotMatch');
  });
  it('requires the robot check once it was reset', () => {
    expect(signUpErrors({ robotPayload: '' }).robotPayload).toBe('robotRequired');
  });
  it('keeps submit disabled while a field other than keep-me-updated is undefined', () => {
    expect(canSubmitSignUp(valid)).toBe(true);
    expect(canSubmitSignUp({ ...valid, keepMeUpdated: undefined })).toBe(true);
    for (const field of ['firstName', 'email', 'countryCode', 'robotPayload'] as const) {
      expect(canSubmitSignUp({ ...valid, [field]: undefined })).toBe(false);
    }
  });
  it('keeps submit disabled while any field has an error', () => {
    expect(canSubmitSignUp({ ...valid, confirmPassword: 'other' })).toBe(false);
    expect(canSubmitSignUp({ ...valid, lastName: ' ' })).toBe(false);
  });
  it('hides keep-me-updated for us, ca and au only', () => {
    expect(showsKeepMeUpdated('US')).toBe(false);
    expect(showsKeepMeUpdated('ca')).toBe(false);
    expect(showsKeepMeUpdated('AU')).toBe(false);
    expect(showsKeepMeUpdated('GB')).toBe(true);
    expect(showsKeepMeUpdated('')).toBe(true);
  });
  it('offers state choices for US and CA only', () => {
    expect(hasStateChoices('US')).toBe(true);
    expect(hasStateChoices('CA')).toBe(true);
    expect(hasStateChoices('GB')).toBe(false);
    expect(stateChoices('US')).toContainEqual({ code: 'NY', name: 'New York' });
    expect(stateChoices('CA')).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(stateChoices('FR')).toEqual([]);
  });
  it('builds the registration body', () => {
    expect(toRegistrationBody({ ...valid, firstName: ' Ada ', countryCode: 'GB', keepMeUpdated: true })).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret#123' },
      recaptchaResponse: 'payload',
      doSendEmail: true,
      countryCode: 'GB',
      doKeepMeUpdated: true,
    });
    expect(toRegistrationBody({ ...valid, countryCode: 'US', keepMeUpdated: true })).not.toHaveProperty('doKeepMeUpdated');
  });
});

describe('log in, forgot and reset rules', () => {
  it('validates the login form', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(canSubmitLogin({ email: 'ada@example.com' })).toBe(false);
    expect(canSubmitLogin({ email: 'ada@example.com', password: 'x' })).toBe(true);
  });
  it('validates the forgot form', () => {
    expect(forgotErrors({ email: 'nope' })).toEqual({ email: 'emailInvalid' });
  });
  it('needs the current password only when changing it', () => {
    const values = { password: 'Secret#123', confirmPassword: 'Secret#123' };
    expect(canSubmitReset(values, 'token')).toBe(true);
    expect(canSubmitReset(values, 'currentPassword')).toBe(false);
    expect(resetErrors({ ...values, currentPassword: '' }, 'currentPassword')).toEqual({
      currentPassword: 'currentPasswordRequired',
    });
    expect(canSubmitReset({ ...values, currentPassword: 'old' }, 'currentPassword')).toBe(true);
  });
});
