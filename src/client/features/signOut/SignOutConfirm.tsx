import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

/** The question before a sign out that would discard unsent changes (outbox.signOutConfirm). */
export default function SignOutConfirm({ count, onCancel, onSignOut }: { count: number; onCancel: () => void; onSignOut: () => void }) {
  const { t } = useTranslation(['common', 'outbox']);
  const [leaving, setLeaving] = useState(false);
  return (
    <ConfirmDialog
      message={t('outbox:outbox.signOutConfirm', { count })}
      confirmLabel={t('header.signOut')}
      busy={leaving}
      onClose={onCancel}
      onConfirm={() => {
        setLeaving(true);
        onSignOut();
      }}
    />
  );
}
