import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { isResetPasswordPath } from '../../../shared/domain/sessionRoutes.ts';

import { RegistrationContext, type OpenRegistration, type RegistrationForm } from '../../entities/session/registration.ts';

const loadModal = () => import('../../features/registration/RegistrationModal.tsx');
/** The modal (and the altcha robot check in it) loads only when someone opens it. */
const RegistrationModal = lazy(loadModal);
const preload = () => void loadModal();

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
  const value = useMemo(() => ({ open, preload }), [open]);
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
