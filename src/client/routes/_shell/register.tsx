import { createFileRoute } from '@tanstack/react-router';
import { OpenRegistrationOnMount } from '../../pages/register/OpenRegistrationOnMount.tsx';

export const Route = createFileRoute('/_shell/register')({
  component: function RegisterRoute() {
    return <OpenRegistrationOnMount form="signUp" />;
  },
});
