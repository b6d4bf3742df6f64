/** Password rules of seed 1 section 5, used by the registration form and the server alike. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export type PasswordError = 'required' | 'rules' | 'tooLong';

/** Returns null when the password is acceptable. */
export function checkPassword(password: string): PasswordError | null {
  if (password.length === 0) return 'required';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    [...PASSWORD_SPECIALS].some((c) => password.includes(c));
  return ok ? null : 'rules';
}

/** The English message for each password error; the server answers it as the problem detail. */
export const PASSWORD_MESSAGES: Record<PasswordError, string> = {
  required: 'please provide a password',
  rules: 'password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and one of # ? ! @ $ % ^ & * -',
  tooLong: `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
};

/** Confirm-password rule: required and equal to the new password. */
export function checkPasswordConfirmation(password: string, confirmation: string): 'required' | 'mismatch' | null {
  if (confirmation.length === 0) return 'required';
  return confirmation === password ? null : 'mismatch';
}
export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';
export const CURRENT_PASSWORD_REQUIRED = 'please input your current password';
