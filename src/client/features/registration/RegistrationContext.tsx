import { useNavigate, useRouterState } from '@tanstack/react-router';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { isResetPasswordPath } from '../../../shared/domain/sessionRoutes.ts';

export type RegistrationForm = 'signUp' | 'logIn' | 'forgot' | 'reset';
export interface OpenRegistration {
  (form: RegistrationForm, options?: { token?: string }): void;
}

const loadModal = () => import('./RegistrationModal.tsx');
/** The modal (and the altcha robot check in it) loads only when someone opens it. */
const RegistrationModal = lazy(loadModal);
/** Warm the modal's chunk, e.g. when a pointer reaches a Sign Up button. */
export const preloadRegistration = () => void loadModal();

const RegistrationContext = createContext<OpenRegistration>(() => undefined);

export function RegistrationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ form: RegistrationForm; token?: string; key: number } | null>(null);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = useCallback<OpenRegistration>((form, options) => {
    setState((previous) => ({ form, token: options?.token, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const onClosed = useCallback(() => {
    setState(null);
    // Closing on a reset-password (or register) path sends the user home.
    if (isResetPasswordPath(pathname) || pathname === '/register') void navigate({ to: '/', replace: true });
  }, [navigate, pathname]);
  const value = useMemo(() => open, [open]);
  return (
    <RegistrationContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <RegistrationModal key={state.key} initialForm={state.form} token={state.token} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </RegistrationContext.Provider>
  );
}

/** Opens the registration modal on one of its four forms. */
export function useRegistration(): OpenRegistration {
  return useContext(RegistrationContext);
}
