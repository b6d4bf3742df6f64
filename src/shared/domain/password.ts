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
