import type { RegistrationBody } from '../contracts/session.ts';
import { checkPassword } from './password.ts';

/**
 * Form rules of seed 1 section 5 for the registration modal (sign up, log in, forgot, reset).
 * Errors are codes; the client maps each code to its seed text in i18n/locales/en.json
 * under `registration.errors.<code>`.
 */
export type RegistrationError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordRules'
  | 'passwordTooLong'
  | 'passwordsDoNotMatch'
  | 'currentPasswordRequired'
  | 'robotRequired';

/** Values of the sign-up form. `undefined` means the user has not touched the field yet. */
export interface SignUpValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  countryCode?: string;
  stateCode?: string;
  keepMeUpdated?: boolean;
  /** The robot-check payload (altcha), sent as recaptchaResponse. */
  robotPayload?: string;
}
export type SignUpField = keyof SignUpValues;
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'countryCode',
  'stateCode',
  'keepMeUpdated',
  'robotPayload',
];

export type FieldErrors<F extends string> = Partial<Record<F, RegistrationError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): RegistrationError | null {
  const value = email.trim();
  if (value.length === 0) return 'emailRequired';
  return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : 'emailInvalid';
}

export function newPasswordError(password: string): RegistrationError | null {
  switch (checkPassword(password)) {
    case 'required':
      return 'passwordRequired';
    case 'rules':
      return 'passwordRules';
    case 'tooLong':
      return 'passwordTooLong';
    default:
      return null;
  }
}

export function confirmPasswordError(password: string | undefined, confirm: string): RegistrationError | null {
  return confirm.length === 0 || confirm !== (password ?? '') ? 'passwordsDoNotMatch' : null;
}

/** Errors of the fields the user has filled in (untouched fields are not reported). */
export function signUpErrors(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (values.firstName !== undefined && values.firstName.trim() === '') errors.firstName = 'firstNameRequired';
  if (values.lastName !== undefined && values.lastName.trim() === '') errors.lastName = 'lastNameRequired';
  if (values.email !== undefined) setIf(errors, 'email', emailError(values.email));
  if (values.password !== undefined) setIf(errors, 'password', newPasswordError(values.password));
  if (values.confirmPassword !== undefined) {
    setIf(errors, 'confirmPassword', confirmPasswordError(values.password, values.confirmPassword));
  }
  if (values.robotPayload !== undefined && values.robotPayload === '') errors.robotPayload = 'robotRequired';
  return errors;
}

/** Submit is disabled while any field except keep-me-updated is undefined or any field has an error. */
export function canSubmitSignUp(values: SignUpValues): boolean {
  const missing = SIGN_UP_FIELDS.some((field) => field !== 'keepMeUpdated' && values[field] === undefined);
  return !missing && Object.keys(signUpErrors(values)).length === 0;
}

/** The 'keep me updated' box is hidden for the United States, Canada and Australia. */
export function showsKeepMeUpdated(countryCode: string | undefined): boolean {
  return !['us', 'ca', 'au'].includes((countryCode ?? '').trim().toLowerCase());
}

/** State or province choices show only for the United States and Canada. */
export function hasStateChoices(countryCode: string | undefined): boolean {
  return ['US', 'CA'].includes((countryCode ?? '').trim().toUpperCase());
}

/** The POST /api/v1/registration/user body for a valid form. */
export function toRegistrationBody(values: SignUpValues): RegistrationBody {
  const countryCode = values.countryCode?.trim() || undefined;
  return {
    user: {
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
    },
    recaptchaResponse: values.robotPayload ?? '',
    doSendEmail: true,
    ...(countryCode ? { countryCode } : {}),
    ...(showsKeepMeUpdated(countryCode) ? { doKeepMeUpdated: values.keepMeUpdated ?? false } : {}),
  };
}

export interface LoginValues {
  email?: string;
  password?: string;
}
export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (values.email !== undefined) setIf(errors, 'email', emailError(values.email));
  if (values.password !== undefined && values.password === '') errors.password = 'passwordRequired';
  return errors;
}
export function canSubmitLogin(values: LoginValues): boolean {
  return values.email !== undefined && values.password !== undefined && Object.keys(loginErrors(values)).length === 0;
}

export interface ForgotValues {
  email?: string;
}
export function forgotErrors(values: ForgotValues): FieldErrors<keyof ForgotValues> {
  const errors: FieldErrors<keyof ForgotValues> = {};
  if (values.email !== undefined) setIf(errors, 'email', emailError(values.email));
  return errors;
}
export function canSubmitForgot(values: ForgotValues): boolean {
  return values.email !== undefined && Object.keys(forgotErrors(values)).length === 0;
}

/** Reset (with a token from the mailed link) or change (signed in, with the current password). */
export interface ResetValues {
  password?: string;
  confirmPassword?: string;
  currentPassword?: string;
}
export type ResetMode = 'token' | 'currentPassword';
export function resetErrors(values: ResetValues, mode: ResetMode): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  if (mode === 'currentPassword' && values.currentPassword !== undefined && values.currentPassword === '') {
    errors.currentPassword = 'currentPasswordRequired';
  }
  if (values.password !== undefined) setIf(errors, 'password', newPasswordError(values.password));
  if (values.confirmPassword !== undefined) {
    setIf(errors, 'confirmPassword', confirmPasswordError(values.password, values.confirmPassword));
  }
  return errors;
}
export function canSubmitReset(values: ResetValues, mode: ResetMode): boolean {
  const missing =
    values.password === undefined || values.confirmPassword === undefined || (mode === 'currentPassword' && values.currentPassword === undefined);
  return !missing && Object.keys(resetErrors(values, mode)).length === 0;
}

/** Registration actions keep their loading state this long after the answer (seed 1 section 9). */
export const REGISTRATION_ACTION_DELAY_MS = 500;

function setIf<F extends string>(errors: FieldErrors<F>, field: F, error: RegistrationError | null): void {
  if (error) errors[field] = error;
}
