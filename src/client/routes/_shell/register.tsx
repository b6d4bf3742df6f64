import { createFileRoute } from '@tanstack/react-router';
import { OpenRegistrationOnMount } from '../../features/registration/OpenRegistrationOnMount.tsx';

export const Route = createFileRoute('/_shell/register')({
  component: function RegisterRoute() {
    return <OpenRegistrationOnMount form="signUp" />;
  },
});
