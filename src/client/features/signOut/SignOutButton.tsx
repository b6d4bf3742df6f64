import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { signOut, unsentChanges } from './signOut.ts';

const SignOutConfirm = lazy(() => import('./SignOutConfirm.tsx'));

/**
 * Sign Out. With changes the server has not received yet it asks first (an in-app question, loaded only then):
 * Cancel keeps them and the user stays signed in; Sign Out discards them and signs out.
 */
export function SignOutButton() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [unsent, setUnsent] = useState(0);
  const start = async () => {
    const count = await unsentChanges();
    if (count > 0) setUnsent(count);
    else await signOut(queryClient);
  };
  return (
    <>
      <button type="button" className="link-button" onClick={() => void start()}>
        {t('header.signOut')}
      </button>
      {unsent > 0 ? (
        <Suspense fallback={null}>
          <SignOutConfirm count={unsent} onCancel={() => setUnsent(0)} onSignOut={() => void signOut(queryClient)} />
        </Suspense>
      ) : null}
    </>
  );
}
