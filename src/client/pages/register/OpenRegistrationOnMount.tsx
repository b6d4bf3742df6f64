import { useEffect } from 'react';
import { HomePage } from '../home/HomePage.tsx';
import { useRegistration, type RegistrationForm } from '../../entities/session/registration.ts';

/** /register and /reset-password/{userToken}: the home screen with the registration modal opened on a form. */
export function OpenRegistrationOnMount({ form, token }: { form: RegistrationForm; token?: string }) {
  const open = useRegistration();
  useEffect(() => {
    open(form, token ? { token } : undefined);
  }, [open, form, token]);
  return <HomePage />;
}
