import { createContext, useContext } from 'react';

export type RegistrationForm = 'signUp' | 'logIn' | 'forgot' | 'reset';
export interface OpenRegistration {
  (form: RegistrationForm, options?: { token?: string }): void;
}

/** Opens the registration modal (provided by the shell: pages/shell/RegistrationProvider.tsx), and warms its chunk. */
export const RegistrationContext = createContext<{ open: OpenRegistration; preload: () => void }>({
  open: () => undefined,
  preload: () => undefined,
});

/** Opens the registration modal on one of its four forms. */
export function useRegistration(): OpenRegistration {
  return useContext(RegistrationContext).open;
}

/** Warms the modal's chunk, e.g. when a pointer reaches a Sign Up button. */
export function usePreloadRegistration(): () => void {
  return useContext(RegistrationContext).preload;
}
