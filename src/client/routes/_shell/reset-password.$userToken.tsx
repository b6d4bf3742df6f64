import { createFileRoute } from '@tanstack/react-router';
import { OpenRegistrationOnMount } from '../../pages/register/OpenRegistrationOnMount.tsx';

export const Route = createFileRoute('/_shell/reset-password/$userToken')({
  component: function ResetPasswordRoute() {
    const { userToken } = Route.useParams();
    return <OpenRegistrationOnMount form="reset" token={userToken} />;
  },
});
